import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { createLoop } from './background/loop';
import type { Db } from './db/database';
import { deleteOldNotifications } from './notify/notify.repository';
import { deleteOldMail } from './mail/mail-outbox.repository';
import { expireExports } from './modules/export/export.repository';
import { deleteOldTokens } from './modules/auth/email-tokens.repository';
import { deleteExpiredSessions } from './modules/auth/auth.repository';
import { deleteExpiredStates } from './modules/oauth/oauth.repository';
import { deleteOldAuditEvents } from './activity/audit.repository';
import { rebuildWornSearchIndexes } from './modules/videos/search-index-upkeep';
import { pruneVideoChanges } from './modules/videos/kept-search-pages';
import { purgeOrphanCounts } from './db/tallies';
import { purgeRateLimits } from './security/rate-limit-store';
import { deleteExpiredKeys } from './idempotency/idempotency.repository';

/** Expired rows are removed this often (and once at start). */
const EVERY_MS = 10 * 60_000;

/**
 * Removes what has expired: consent states, sessions, rate-limit windows, counts of gone batches,
 * audit events past 400 days, idempotency keys past their 24 hours, the lines of video changes
 * every open snapshot has seen.
 */
export async function purgeExpired(db: Db) {
  await deleteExpiredStates(db);
  await deleteExpiredSessions(db);
  await deleteOldTokens(db);
  await deleteOldNotifications(db);
  await deleteOldMail(db);
  await expireExports(db);
  await purgeRateLimits(db);
  await purgeOrphanCounts(db);
  await deleteOldAuditEvents(db);
  await deleteExpiredKeys(db);
  await pruneVideoChanges(db);
}

/**
 * Anonymous requests write rows (a consent state per "Sign in with Google"): they are removed on
 * a schedule, so a flood of starts that never come back cannot grow the tables for ever.
 */
export const createHousekeeping = (db: Db, log: FastifyBaseLogger, once?: pg.Pool) =>
  createLoop({
    name: 'housekeeping',
    round: () => purgeExpired(db),
    everyMs: EVERY_MS,
    log,
    once,
  });

/**
 * The search indexes are rebuilt on the same schedule when worn (`rebuildWornSearchIndexes`), in
 * the background: a stop does not wait for a rebuild (one cut short is cleared away by the next).
 */
export const createSearchIndexUpkeep = (db: Db, log: FastifyBaseLogger, once?: pg.Pool) =>
  createLoop({
    name: 'search-index upkeep',
    round: () => rebuildWornSearchIndexes(db.$client, log),
    everyMs: EVERY_MS,
    graceMs: 0,
    log,
    failure: 'search index rebuild failed',
    once,
  });

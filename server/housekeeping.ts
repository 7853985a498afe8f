import type { FastifyInstance } from 'fastify';
import type { Db } from './db/database';
import { deleteOldNotifications } from './notify/notify.repository';
import { deleteOldMail } from './mail/mail-outbox.repository';
import { expireExports } from './modules/export/export.repository';
import { deleteOldTokens } from './modules/auth/email-tokens.repository';
import { deleteExpiredSessions } from './modules/auth/auth.repository';
import { deleteExpiredStates } from './modules/oauth/oauth.repository';
import { rebuildWornSearchIndexes } from './modules/videos/search-index-upkeep';
import { purgeOrphanCounts } from './db/tallies';
import { purgeRateLimits } from './security/rate-limit-store';

/** Expired rows are removed this often (and once at start). */
const EVERY_MS = 10 * 60_000;

/** Removes what has expired: consent states, sessions, rate-limit windows, counts of gone batches. */
export async function purgeExpired(db: Db) {
  await deleteExpiredStates(db);
  await deleteExpiredSessions(db);
  await deleteOldTokens(db);
  await deleteOldNotifications(db);
  await deleteOldMail(db);
  await expireExports(db);
  await purgeRateLimits(db);
  await purgeOrphanCounts(db);
}

/**
 * Anonymous requests write rows (a consent state per "Sign in with Google"): they are removed on
 * a schedule, so a flood of starts that never come back cannot grow the tables for ever. The
 * search indexes are rebuilt on the same schedule when worn (`rebuildWornSearchIndexes`), in the
 * background: the server answers meanwhile, and a stop does not wait for a rebuild (one cut short
 * is cleared away by the next).
 */
export function scheduleHousekeeping(app: FastifyInstance, db: Db) {
  let timer: NodeJS.Timeout | undefined;
  let rebuilding = false;
  const rebuild = () => {
    if (rebuilding) return;
    rebuilding = true;
    rebuildWornSearchIndexes(db.$client, app.log)
      .catch((error: unknown) => app.log.warn({ err: error }, 'search index rebuild failed'))
      .finally(() => (rebuilding = false));
  };
  const run = async () => {
    await purgeExpired(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'housekeeping failed'),
    );
    rebuild();
  };
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

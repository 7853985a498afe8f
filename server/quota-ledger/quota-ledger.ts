import {
  credentialKey,
  INSERT_COST,
  quotaDay,
  quotaLeft,
  type QuotaBucket,
} from '@core/posting/quota-day';
import type { Config } from '../config';
import type { Executor } from '../db/transaction';
import * as repo from './quota-ledger.repository';

/**
 * The quota ledger (docs/architecture.md §5): each credential's quota of Google per quota day, one
 * account per bucket (docs/platform.md §2), taken here before every call that costs any, posting
 * and reading alike. Nothing else writes the table, so "left today" is what Google has left, less
 * what we hold back.
 */

/** The daily limits of a credential's buckets: the server's defaults are these, from configuration. */
export type QuotaLimits = Pick<
  Config['posting'],
  'quotaDailyUnits' | 'quotaSearchCalls' | 'quotaStatsUnits'
>;

export const limitOf = (limits: QuotaLimits, bucket: QuotaBucket) =>
  bucket === 'search'
    ? limits.quotaSearchCalls
    : bucket === 'stats'
      ? limits.quotaStatsUnits
      : limits.quotaDailyUnits;

/**
 * docs/platform.md §2: the limits a credential's buckets have, by ledger key (`credentialKey`): its
 * own where it sets them (a project with a raised quota), else the server's `defaults`. The
 * server-level credential has none of its own. Every reader of a limit asks here.
 */
export async function limitsOf(
  db: Executor,
  credentialIds: (string | null)[],
  defaults: QuotaLimits,
): Promise<Map<string, QuotaLimits>> {
  const own = await repo.ownLimits(
    db,
    credentialIds.filter((id): id is string => id !== null),
  );
  return new Map(
    credentialIds.map((id) => [
      credentialKey(id),
      ownLimits(id === null ? undefined : own.get(id), defaults),
    ]),
  );
}

/** A credential's limits from what it sets (null: the server's); the stats bucket is the server's. */
export const ownLimits = (
  set: Partial<Record<'quotaDailyUnits' | 'quotaSearchCalls', number | null>> | undefined,
  defaults: QuotaLimits,
): QuotaLimits => ({
  quotaDailyUnits: set?.quotaDailyUnits ?? defaults.quotaDailyUnits,
  quotaSearchCalls: set?.quotaSearchCalls ?? defaults.quotaSearchCalls,
  quotaStatsUnits: defaults.quotaStatsUnits,
});

/** One credential's limits (see `limitsOf`). */
export async function limitsOfOne(
  db: Executor,
  credentialId: string | null,
  defaults: QuotaLimits,
): Promise<QuotaLimits> {
  return (await limitsOf(db, [credentialId], defaults)).get(credentialKey(credentialId))!;
}

/** Units taken for one call: what a refund gives back, and the bucket Google may call spent. */
export type Charge = repo.BucketDay & { units: number };

/** The ledger's line for a credential's bucket on `now`'s quota day. */
export const dayOf = (
  credentialId: string | null,
  now: Date,
  bucket: QuotaBucket = 'default',
): repo.BucketDay => ({ key: credentialKey(credentialId), day: quotaDay(now), bucket });

/**
 * Takes `units` from the credential's bucket (the default one unless said) on `now`'s day before a
 * call leaves, up to `limit`; undefined when they do not fit, and then no call is made.
 */
export async function reserve(
  db: Executor,
  credentialId: string | null,
  units: number,
  options: { now: Date; limit: number; bucket?: QuotaBucket },
): Promise<Charge | undefined> {
  const charge = { ...dayOf(credentialId, options.now, options.bucket), units };
  return (await repo.addUnits(db, charge, options.limit)) ? charge : undefined;
}

/** The call never reached Google (a dead grant refused on our side): its units come back. */
export async function refund(db: Executor, charge: Charge) {
  await repo.removeUnits(db, charge);
}

/**
 * Google says a bucket is spent for the day (the bucket of the call it refused: Google's answer
 * does not name it): the ledger agrees, so nothing more of that bucket is tried that day.
 */
export async function exhaust(db: Executor, day: repo.BucketDay, limit: number) {
  await repo.fillDay(db, day, limit);
}

/** What each bucket used on `now`'s day, by ledger key (`credentialKey`), for these credentials. */
export async function bucketsToday(db: Executor, credentialIds: (string | null)[], now: Date) {
  const keys = [...new Set(credentialIds.map(credentialKey))];
  const held = await repo.bucketsOn(db, keys, quotaDay(now));
  return new Map(
    keys.map((key) => [key, held.get(key) ?? { default: 0, search: 0, stats: 0 }] as const),
  );
}

/** Units of the default bucket used on `now`'s day, by ledger key, for these credentials. */
export async function usedToday(db: Executor, credentialIds: (string | null)[], now: Date) {
  const buckets = await bucketsToday(db, credentialIds, now);
  return new Map([...buckets].map(([key, used]) => [key, used.default]));
}

/**
 * Units of the default bucket left on `now`'s day for each credential, by ledger key, and each
 * one's daily units (`limitsOf`).
 */
export async function leftToday(
  db: Executor,
  credentialIds: (string | null)[],
  options: { now: Date; defaults: QuotaLimits },
) {
  const [used, limits] = await Promise.all([
    usedToday(db, credentialIds, options.now),
    limitsOf(db, credentialIds, options.defaults),
  ]);
  const units = new Map([...limits].map(([key, own]) => [key, own.quotaDailyUnits]));
  const left = new Map(
    [...units].map(([key, limit]) => [key, quotaLeft(limit, used.get(key) ?? 0)]),
  );
  return { left, limits: units };
}

/**
 * docs/platform.md §2: units of the default bucket held back for posting. Every comment already
 * confirmed and waiting on a channel of this credential will cost an insert today, so a read may
 * never take them: 50 units each, at most the whole day's quota. The other buckets hold nothing
 * back: posting never takes from them.
 */
export async function heldForPosting(db: Executor, credentialId: string | null, limit: number) {
  return Math.min(limit, (await repo.openCommentsOn(db, credentialId)) * INSERT_COST);
}

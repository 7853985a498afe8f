import { credentialKey, INSERT_COST, quotaDay, quotaLeft } from '@core/posting/quota-day';
import type { Executor } from '../db/transaction';
import * as repo from './quota-ledger.repository';

/**
 * The quota ledger (docs/architecture.md §5): each credential's units of Google quota per quota
 * day, taken here before every call that costs any, posting and reading alike. Nothing else
 * writes the table, so "left today" is what Google has left, less what we hold back.
 */

/** Units taken for one call: what a refund gives back, and the day Google may call spent. */
export interface Charge {
  key: string;
  day: string;
  units: number;
}

/** The ledger's line for a credential on `now`'s quota day. */
export const dayOf = (credentialId: string | null, now: Date) => ({
  key: credentialKey(credentialId),
  day: quotaDay(now),
});

/**
 * Takes `units` from the credential's quota of `now`'s day before a call leaves, up to `limit`;
 * undefined when they do not fit, and then no call is made.
 */
export async function reserve(
  db: Executor,
  credentialId: string | null,
  units: number,
  options: { now: Date; limit: number },
): Promise<Charge | undefined> {
  const charge = { ...dayOf(credentialId, options.now), units };
  return (await repo.addUnits(db, charge, options.limit)) ? charge : undefined;
}

/** The call never reached Google (a dead grant refused on our side): its units come back. */
export async function refund(db: Executor, charge: Charge) {
  await repo.removeUnits(db, charge);
}

/** Google says the day's quota is spent: the ledger agrees, so nothing more is tried that day. */
export async function exhaust(db: Executor, day: ReturnType<typeof dayOf>, limit: number) {
  await repo.fillDay(db, day, limit);
}

/** Units used on `now`'s day, by ledger key (`credentialKey`), for these credentials. */
export async function usedToday(db: Executor, credentialIds: (string | null)[], now: Date) {
  return repo.unitsOn(db, [...new Set(credentialIds.map(credentialKey))], quotaDay(now));
}

/** Units left on `now`'s day for each credential, by ledger key. */
export async function leftToday(
  db: Executor,
  credentialIds: (string | null)[],
  options: { now: Date; limit: number },
) {
  const used = await usedToday(db, credentialIds, options.now);
  return new Map(
    credentialIds.map((id) => {
      const key = credentialKey(id);
      return [key, quotaLeft(options.limit, used.get(key) ?? 0)];
    }),
  );
}

/**
 * docs/platform.md §2: units held back for posting. Every comment already confirmed and waiting
 * on a channel of this credential will cost an insert today, so a read may never take them:
 * 50 units each, at most the whole day's quota.
 */
export async function heldForPosting(db: Executor, credentialId: string | null, limit: number) {
  return Math.min(limit, (await repo.openCommentsOn(db, credentialId)) * INSERT_COST);
}

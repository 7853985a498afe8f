import { and, eq, inArray, sql } from 'drizzle-orm';
import { quotaUsage } from '../db/schema';
import type { Executor } from '../db/transaction';

/**
 * Takes `units` from the credential's quota for the day, or nothing when that would go over the
 * limit (docs/posting-engine.md §4: no reservation, no call). Atomic: two workers cannot both take
 * the last.
 */
export async function reserveQuota(
  db: Executor,
  key: string,
  day: string,
  units: number,
  limit: number,
) {
  const result = await db.execute(sql`
    insert into ${quotaUsage} (credential_key, day, units) values (${key}, ${day}, ${units})
    on conflict (credential_key, day) do update set units = ${quotaUsage}.units + ${units}
      where ${quotaUsage}.units + ${units} <= ${limit}
    returning units`);
  return (result.rowCount ?? 0) > 0;
}

/** Gives units back (a reserved send that did not happen). */
export async function refundQuota(db: Executor, key: string, day: string, units: number) {
  await db
    .update(quotaUsage)
    .set({ units: sql`greatest(0, ${quotaUsage.units} - ${units})` })
    .where(and(eq(quotaUsage.credentialKey, key), eq(quotaUsage.day, day)));
}

/** Google says the quota is spent: the ledger agrees, so nothing more is tried today. */
export async function exhaustQuota(db: Executor, key: string, day: string, limit: number) {
  await db
    .insert(quotaUsage)
    .values({ credentialKey: key, day, units: limit })
    .onConflictDoUpdate({
      target: [quotaUsage.credentialKey, quotaUsage.day],
      set: { units: limit },
    });
}

export async function quotaUsed(db: Executor, keys: string[], day: string) {
  if (!keys.length) return new Map<string, number>();
  const rows = await db
    .select()
    .from(quotaUsage)
    .where(and(inArray(quotaUsage.credentialKey, keys), eq(quotaUsage.day, day)));
  return new Map(rows.map((row) => [row.credentialKey, row.units]));
}

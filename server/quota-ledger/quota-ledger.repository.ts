import { and, eq, inArray, sql } from 'drizzle-orm';
import { OPEN_COMMENT_STATUSES } from '@core/posting/states';
import { quotaUsage } from '../db/schema';
import { statusList } from '../db/sql-helpers';
import type { Executor } from '../db/transaction';

/**
 * Adds `units` to the credential's day, or nothing when that would pass `limit`, the day's first
 * units too. One statement: two workers, or a worker and a search, cannot both take the last units.
 */
export async function addUnits(
  db: Executor,
  entry: { key: string; day: string; units: number },
  limit: number,
) {
  const { key, day, units } = entry;
  const result = await db.execute(sql`
    insert into ${quotaUsage} (credential_key, day, units)
    select ${key}::text, ${day}::text, ${units}::int where ${units}::int <= ${limit}::int
    on conflict (credential_key, day) do update set units = ${quotaUsage}.units + ${units}
      where ${quotaUsage}.units + ${units} <= ${limit}
    returning units`);
  return (result.rowCount ?? 0) > 0;
}

/** Takes units back off the day (never below zero). */
export async function removeUnits(
  db: Executor,
  entry: { key: string; day: string; units: number },
) {
  await db
    .update(quotaUsage)
    .set({ units: sql`greatest(0, ${quotaUsage.units} - ${entry.units})` })
    .where(and(eq(quotaUsage.credentialKey, entry.key), eq(quotaUsage.day, entry.day)));
}

/** The day stands at `limit`: nothing more fits in it. */
export async function fillDay(db: Executor, entry: { key: string; day: string }, limit: number) {
  await db
    .insert(quotaUsage)
    .values({ credentialKey: entry.key, day: entry.day, units: limit })
    .onConflictDoUpdate({
      target: [quotaUsage.credentialKey, quotaUsage.day],
      set: { units: limit },
    });
}

export async function unitsOn(db: Executor, keys: string[], day: string) {
  if (!keys.length) return new Map<string, number>();
  const rows = await db
    .select()
    .from(quotaUsage)
    .where(and(inArray(quotaUsage.credentialKey, keys), eq(quotaUsage.day, day)));
  return new Map(rows.map((row) => [row.credentialKey, row.units]));
}

/**
 * Comments confirmed and not yet settled (pending, posting, verifying) on the channels of one
 * credential, every user's: the server-level credential (null) is shared by all, and its ledger
 * too. Paused batches count: they may be resumed today. Read from the batch tallies.
 */
export async function openCommentsOn(db: Executor, credentialId: string | null) {
  const result = await db.execute<{ n: number }>(
    sql`select coalesce(sum(t.n), 0)::int as n
          from batch_tallies t
          join accounts a on a.id = t.account_id
         where t.status in (${statusList(OPEN_COMMENT_STATUSES)})
           and a.credential_id is not distinct from ${credentialId}::uuid`,
  );
  return result.rows[0]?.n ?? 0;
}

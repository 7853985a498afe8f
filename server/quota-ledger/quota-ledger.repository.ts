import { and, eq, inArray, sql } from 'drizzle-orm';
import type { QuotaBucket } from '@core/posting/quota-day';
import { OPEN_COMMENT_STATUSES } from '@core/posting/states';
import { credentials, quotaUsage } from '../db/schema';
import { statusList } from '../db/sql-helpers';
import type { Executor } from '../db/transaction';

/** One credential's day in one bucket. */
export interface BucketDay {
  key: string;
  day: string;
  bucket: QuotaBucket;
}

/** The column each bucket is counted in (migration 0034): a fixed name, never the caller's text. */
const COLUMNS = {
  default: { name: sql.raw('units') },
  search: { name: sql.raw('search_calls') },
  stats: { name: sql.raw('stats_units') },
} as const;

/**
 * Adds `units` to the credential's day in the bucket, or nothing when that would pass `limit`, the
 * day's first units too. One statement: two workers, or a worker and a search, cannot both take
 * the last units of a bucket.
 */
export async function addUnits(db: Executor, entry: BucketDay & { units: number }, limit: number) {
  const { key, day, units } = entry;
  const column = COLUMNS[entry.bucket].name;
  const result = await db.execute(sql`
    insert into ${quotaUsage} (credential_key, day, ${column})
    select ${key}::text, ${day}::text, ${units}::int where ${units}::int <= ${limit}::int
    on conflict (credential_key, day) do update set ${column} = ${quotaUsage}.${column} + ${units}
      where ${quotaUsage}.${column} + ${units} <= ${limit}
    returning ${column}`);
  return (result.rowCount ?? 0) > 0;
}

/** Takes units back off the bucket's day (never below zero). */
export async function removeUnits(db: Executor, entry: BucketDay & { units: number }) {
  const column = COLUMNS[entry.bucket].name;
  await db.execute(sql`
    update ${quotaUsage} set ${column} = greatest(0, ${column} - ${entry.units})
     where credential_key = ${entry.key} and day = ${entry.day}`);
}

/** The bucket's day stands at `limit`: nothing more fits in it. */
export async function fillDay(db: Executor, entry: BucketDay, limit: number) {
  const column = COLUMNS[entry.bucket].name;
  await db.execute(sql`
    insert into ${quotaUsage} (credential_key, day, ${column})
    values (${entry.key}, ${entry.day}, ${limit})
    on conflict (credential_key, day) do update set ${column} = ${limit}`);
}

/** What each bucket of these credentials holds on the day, by ledger key. */
export async function bucketsOn(db: Executor, keys: string[], day: string) {
  if (!keys.length) return new Map<string, Record<QuotaBucket, number>>();
  const rows = await db
    .select()
    .from(quotaUsage)
    .where(and(inArray(quotaUsage.credentialKey, keys), eq(quotaUsage.day, day)));
  return new Map(
    rows.map((row) => [
      row.credentialKey,
      { default: row.units, search: row.searchCalls, stats: row.statsUnits },
    ]),
  );
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
           and a.credential_id is not distinct from ${credentialId}::uuid
           -- A batch waiting for approval holds no quota (docs/architecture.md §10).
           and not exists (select 1 from batches b
                            where b.id = t.batch_id and b.status = 'awaitingApproval')`,
  );
  return result.rows[0]?.n ?? 0;
}

/** A credential row's id: other ledger keys (a user's own check key's) have no limits of their own. */
const ROW_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The daily limits these credentials set themselves (null where they keep the server's). */
export async function ownLimits(db: Executor, ledgerIds: string[]) {
  const credentialIds = ledgerIds.filter((id) => ROW_ID.test(id));
  if (!credentialIds.length) return new Map<string, OwnLimits>();
  const rows = await db
    .select({
      id: credentials.id,
      quotaDailyUnits: credentials.quotaDailyUnits,
      quotaSearchCalls: credentials.quotaSearchCalls,
    })
    .from(credentials)
    .where(inArray(credentials.id, [...new Set(credentialIds)]));
  return new Map(rows.map(({ id, ...limits }) => [id, limits]));
}

type OwnLimits = Pick<typeof credentials.$inferSelect, 'quotaDailyUnits' | 'quotaSearchCalls'>;

import { sql } from 'drizzle-orm';
import type { QuotaBucket } from '@core/posting/quota-day';
import {
  IN_FLIGHT_COMMENT_STATUSES,
  POSTING_BATCH_STATUSES,
  type CommentStatus,
} from '@core/posting/states';
import type { Db } from '../db/database';
import { statusList } from '../db/sql-helpers';

/** docs/operations.md §1: the queues, each as its depth and its oldest item's age. */
export const QUEUES = [
  'comments_due',
  'lookups',
  'visibility_checks',
  'mail',
  'webhook_deliveries',
  'exports',
] as const;
export type Queue = (typeof QUEUES)[number];

/**
 * Every queue in one statement, on the database's clock. The first three are work that comes
 * due (a comment, a lost answer to look for, a look as a viewer): counted once due, aged from
 * when it could first be taken. The other three are outboxes: counted until done, aged from
 * when they were written. Each branch reads a partial index of its table.
 */
export async function readQueues(db: Db) {
  const result = await db.execute<{ queue: Queue; depth: number; age: number }>(sql`
    with q (queue, depth, oldest) as (
      -- What a worker's claim (posting.repository.ts lockNextDue) would take now: due, its
      -- batch posting, its channel free (not paced, in its window, not sending).
      select 'comments_due', count(*),
             min(greatest(c.next_attempt_at, b.start_at, a.next_post_at, a.window_opens_at))
        from comments c
        join batches b on b.id = c.batch_id
        join accounts a on a.id = c.account_id
        left join workspace_settings s on s.workspace_id = a.workspace_id
       where c.status = 'pending' and c.batch_id is not null and c.next_attempt_at <= now()
         and b.status in (${statusList(POSTING_BATCH_STATUSES)})
         and (b.start_at is null or b.start_at <= now()) and not b.ready_waiting
         and a.status = 'active' and not a.posting_paused and not coalesce(s.pause_all, false)
         and (a.next_post_at is null or a.next_post_at <= now())
         and (a.window_opens_at is null or a.window_opens_at <= now())
         and not exists (select 1 from comments o where o.account_id = a.id
                            and o.status in (${statusList(IN_FLIGHT_COMMENT_STATUSES)}))
      union all
      -- Sends whose answer was lost, past their lease: what verification.repository.ts claims.
      select 'lookups', count(*), min(c.lease_until)
        from comments c left join accounts a on a.id = c.account_id
       where c.status in (${statusList(IN_FLIGHT_COMMENT_STATUSES)}) and c.lease_until <= now()
         and (a.id is null or a.status = 'active')
      union all
      select 'visibility_checks', count(*), min(visibility_next_at)
        from comments where visibility_next_at <= now()
      union all
      select 'mail', count(*), min(created_at) from mail_outbox where status = 'queued'
      union all
      select 'webhook_deliveries', count(*), min(created_at)
        from webhook_deliveries where status = 'pending'
      union all
      select 'exports', count(*), min(created_at) from data_exports where status = 'preparing')
    select queue, depth::int as depth,
           coalesce(extract(epoch from now() - oldest), 0)::float8 as age
      from q`);
  return result.rows;
}

/** Batch comments by status, every batch's, from the tallies (not a count of the comments). */
export async function readCommentStatuses(db: Db) {
  const result = await db.execute<{ status: CommentStatus; n: number }>(sql`
    select status, sum(n)::float8 as n from batch_tallies group by status`);
  return result.rows;
}

/**
 * Today's quota (the quota day of the database's clock, in Pacific time) per bucket of Google's
 * (docs/platform.md §2), summed over every credential: used, and left at each credential's limit.
 */
export async function readQuota(
  db: Db,
  options: { limits: Record<QuotaBucket, number>; serverCredential: boolean },
) {
  const { limits } = options;
  const result = await db.execute<{ bucket: QuotaBucket; used: number; left: number }>(sql`
    with today as (
      select coalesce(q.units, 0) as d, coalesce(q.search_calls, 0) as s,
             coalesce(q.stats_units, 0) as st
        from (select id::text as key from credentials
              union all select 'server' where ${options.serverCredential}::boolean) k
        left join quota_usage q
          on q.credential_key = k.key
         and q.day = to_char(now() at time zone 'America/Los_Angeles', 'YYYY-MM-DD'))
    select 'default' as bucket, coalesce(sum(d), 0)::float8 as used,
           coalesce(sum(greatest(0, ${limits.default}::int - d)), 0)::float8 as "left" from today
    union all
    select 'search', coalesce(sum(s), 0)::float8,
           coalesce(sum(greatest(0, ${limits.search}::int - s)), 0)::float8 from today
    union all
    select 'stats', coalesce(sum(st), 0)::float8,
           coalesce(sum(greatest(0, ${limits.stats}::int - st)), 0)::float8 from today`);
  return result.rows;
}

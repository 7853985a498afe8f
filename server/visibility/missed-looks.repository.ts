import { sql } from 'drizzle-orm';
import { executePrepared } from '../db/named-statement';
import type { Executor } from '../db/transaction';
import type { DueLook } from './visibility.repository';

/*
 * Looks that did not list their comment while nothing showed its video to be up (migration 0037,
 * docs/visibility.md §4): what each found waits for its video to be asked about, 50 videos a call.
 */

/** A look made and not yet recorded: its comment was not listed, its video is still a question. */
export interface MissedLook extends DueLook {
  missedAt: Date;
  /** When its video is asked about at the latest. */
  askBy: Date;
}

/** These looks did not list their comments: each waits for its video until `askBy` at the latest. */
export async function markMissed(db: Executor, ids: string[], now: Date, askBy: Date) {
  if (!ids.length) return;
  await db.execute(sql`
    update comments set visibility_missed_at = ${now.toISOString()}::timestamptz,
           visibility_next_at = ${askBy.toISOString()}::timestamptz
     where id = any(${`{${ids.join(',')}}`}::uuid[])`);
}

/** The workspace's looks waiting for their video, the longest waiting first. */
export async function missedLooks(db: Executor, workspaceId: string, limit: number) {
  return executePrepared<MissedLook>(
    db,
    sql`
    select c.id, c.platform_comment_id as "platformCommentId", c.video_id as "videoId",
           c.account_id as "accountId", coalesce(a.google_sub, a.email) as "authorGoogle",
           coalesce(c.posted_at, c.visibility_missed_at) as "postedAt",
           coalesce(c.visibility, 'checking') as visibility, c.seen_visible as "seenVisible",
           c.visibility_looks as looks, c.visibility_missed_at as "missedAt",
           c.visibility_next_at as "askBy"
      from comments c left join accounts a on a.id = c.account_id
     where c.workspace_id = ${workspaceId} and c.visibility_missed_at is not null
     order by c.visibility_missed_at, c.id
     limit ${limit}`,
  );
}

/**
 * For each of these videos, the last time a look listed one of the workspace's comments on it:
 * the video was there then, with its comments on. A comment whose own look missed it says nothing.
 */
export async function lastListed(db: Executor, workspaceId: string, videoIds: string[]) {
  if (!videoIds.length) return new Map<string, Date>();
  const rows = await executePrepared<{ videoId: string; at: Date }>(
    db,
    sql`
    select video_id as "videoId", max(visibility_checked_at) as at from comments
     where workspace_id = ${workspaceId}
       and video_id in (select jsonb_array_elements_text(${JSON.stringify(videoIds)}::jsonb))
       and visibility = 'visible' and visibility_missed_at is null
     group by video_id`,
  );
  return new Map(rows.map((row) => [row.videoId, row.at]));
}

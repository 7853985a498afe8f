import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { nextLook } from '@core/visibility/check-schedule';
import type { VisibilityState } from '@core/visibility/visibility-state';
import { checkKeys, comments, workspaceSettings, visibilityUsage } from '../db/schema';
import { executePrepared } from '../db/named-statement';
import type { Executor } from '../db/transaction';
import { dailyAllowance } from '../quota-ledger/daily-allowance';
import { workspacesWithRows } from '../quota-ledger/workspace-rounds';
import { JUDGED } from './channel-health.repository';
import { threadGrown } from './kept-replies.repository';
import { APP_NOW } from '../db/database-clock';

/** Any fixed number: the first key of the per-workspace lock a round of checks holds. */
export const CHECK_LOCK_SPACE = 7_240_120;
/** Newly posted comments scheduled per statement. */
const SCHEDULE_CHUNK = 2000;

export const visibilityAllowance = dailyAllowance(visibilityUsage);

/**
 * Gives every comment posted since the last round its first look (docs/visibility.md): due at
 * its first delay, or, posted long ago, at the next look still ahead. A posted comment without
 * YouTube's id (recorded by hand) cannot be looked up.
 */
export async function scheduleNewlyPosted(db: Executor, now: Date, delays: readonly number[]) {
  let scheduled = 0;
  for (;;) {
    const rows = await db
      .select({
        id: comments.id,
        postedAt: comments.postedAt,
        platformId: comments.platformCommentId,
      })
      .from(comments)
      .where(and(eq(comments.status, 'posted'), isNull(comments.visibility)))
      .orderBy(comments.postedAt)
      .limit(SCHEDULE_CHUNK);
    if (!rows.length) return scheduled;
    const plans = rows.map((row) => {
      const next = row.platformId ? nextLook(row.postedAt ?? now, 0, now, delays) : null;
      return {
        id: row.id,
        visibility: next ? 'checking' : 'cannotCheck',
        reason: next ? null : 'noCommentId',
        looks: next?.look ?? 0,
        nextAt: next?.at.toISOString() ?? null,
      };
    });
    await db.execute(sql`
      update ${comments} c set visibility = p.visibility, visibility_reason = p.reason,
             visibility_looks = p.looks, visibility_next_at = p."nextAt"
        from jsonb_to_recordset(${JSON.stringify(plans)}::jsonb)
             as p(id uuid, visibility text, reason text, looks int, "nextAt" timestamptz)
       where c.id = p.id`);
    scheduled += rows.length;
    if (rows.length < SCHEDULE_CHUNK) return scheduled;
  }
}

/** Workspaces with at least one look due by `now`. */
export const workspacesWithDueLooks = (db: Executor, now: Date) =>
  workspacesWithRows(
    db,
    comments,
    and(isNotNull(comments.visibilityNextAt), lte(comments.visibilityNextAt, now)),
  );

/** docs/replies.md §1: workspaces with threads to read, in the same rounds and ceiling. */
export const workspacesWithGrownThreads = (db: Executor) =>
  workspacesWithRows(db, comments, threadGrown);

/** A look due: the comment, who posted it (their Google account), and what was seen before. */
export interface DueLook {
  id: string;
  platformCommentId: string;
  videoId: string;
  accountId: string | null;
  /** The Google account that owns the posting channel; null once that channel was disconnected. */
  authorGoogle: string | null;
  postedAt: Date;
  visibility: VisibilityState;
  seenVisible: boolean;
  looks: number;
  /** An answer in a thread (docs/replies.md §3): looked up with comments.list by id. */
  answer: boolean;
}

/**
 * A round's share of the workspace's due looks, as its calls take them: the look due longest first,
 * with the other due looks on its video, then the next one's video, and so on (among the `limit`
 * longest waiting). Comments looked at together prove their video is up for each other, in any
 * order they came due: one of them listed, and a hidden one's video needs no question.
 */
export async function dueLooks(db: Executor, workspaceId: string, now: Date, limit: number) {
  const at = now.toISOString();
  const rows = await executePrepared<DueLook>(
    db,
    sql`
    with oldest as (
      select video_id, visibility_next_at from comments
       where workspace_id = ${workspaceId} and visibility_next_at <= ${at}::timestamptz
         and visibility_missed_at is null
       order by visibility_next_at, id limit ${limit}),
    -- In the order calls take them: each video's due looks are then read by the index on user
    -- and video, a video at a time, until the limit (a join read all the user's due looks, 100,000
    -- of them at once in the bench, to keep 500).
    videos as (
      select video_id, min(visibility_next_at) as first from oldest group by video_id
       order by first, video_id)
    select c.id, coalesce(c.platform_comment_id, '') as "platformCommentId",
           c.video_id as "videoId", c.account_id as "accountId",
           coalesce(a.google_sub, a.email) as "authorGoogle",
           coalesce(c.posted_at, ${at}::timestamptz) as "postedAt",
           coalesce(c.visibility, 'checking') as visibility, c.seen_visible as "seenVisible",
           c.visibility_looks as looks, c.parent_platform_comment_id is not null as answer
      from videos v
      cross join lateral (
        select * from comments c
         where c.workspace_id = ${workspaceId} and c.video_id = v.video_id
           and c.visibility_next_at <= ${at}::timestamptz and c.visibility_missed_at is null
         order by c.visibility_next_at, c.id) c
      left join accounts a on a.id = c.account_id
     order by v.first, v.video_id, c.visibility_next_at, c.id
     limit ${limit}`,
  );
  return rows;
}

/** What one look found for one comment, and when the next is due. */
export interface LookResult {
  id: string;
  /** The look's index; null: not a look (it could not be made), the schedule stays. */
  look: number | null;
  visibility: VisibilityState;
  reason: string | null;
  seenVisible: boolean;
  likeCount: number | null;
  replyCount: number | null;
  nextAt: Date | null;
  /** Its next look's index. */
  looks: number;
}

/**
 * Writes what looks found, in one statement per call's worth: the comment's state, and each
 * look kept in comment_looks. Counts (likes, replies) stay as last seen when a look saw none.
 */
export async function recordLooks(db: Executor, results: LookResult[], now: Date) {
  if (!results.length) return;
  const rows = results.map((r) => ({ ...r, nextAt: r.nextAt?.toISOString() ?? null }));
  const at = now.toISOString();
  await db.execute(sql`
    with r as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
        id uuid, look int, visibility text, reason text, "seenVisible" boolean,
        "likeCount" int, "replyCount" int, "nextAt" timestamptz, looks int)),
    kept as (
      insert into comment_looks (comment_id, look, checked_at, visibility, like_count, reply_count)
      select id, look, ${at}, visibility, "likeCount", "replyCount" from r where look is not null
      on conflict (comment_id, look) do update set checked_at = excluded.checked_at,
        visibility = excluded.visibility, like_count = excluded.like_count,
        reply_count = excluded.reply_count)
    update ${comments} c set
      visibility = r.visibility, visibility_reason = r.reason, seen_visible = r."seenVisible",
      like_count = coalesce(r."likeCount", c.like_count),
      reply_count = coalesce(r."replyCount", c.reply_count),
      visibility_checked_at = case when r.look is null then c.visibility_checked_at else ${at}::timestamptz end,
      visibility_next_at = r."nextAt", visibility_looks = r.looks, visibility_missed_at = null,
      second_look_visibility = case when r.look = 1 then r.visibility else c.second_look_visibility end,
      second_look_at = case when r.look = 1 then ${at}::timestamptz else c.second_look_at end,
      -- The first look a day or more after posting that judged it, this one included (the looks
      -- kept above are not visible to this statement): what a batch's progress counts.
      day_look_visibility = (
        select d.visibility from (
          select l.visibility, l.checked_at from comment_looks l
           where l.comment_id = c.id and l.look is distinct from r.look
          union all
          select r.visibility, ${at}::timestamptz where r.look is not null) d
         where d.checked_at >= c.posted_at + interval '24 hours' and d.visibility in (${JUDGED})
         order by d.checked_at limit 1)
    from r where c.id = r.id`);
}

/** A look that could not be made (network, quota): the same look is due again at `at`. */
export async function lookAgainAt(db: Executor, ids: string[], at: Date) {
  if (!ids.length) return;
  await db.execute(sql`
    update ${comments} set visibility_next_at = ${at.toISOString()}
     where id = any(${`{${ids.join(',')}}`}::uuid[])`);
}

/**
 * Comments that could not be checked become due now: the user gave a key, or connected a
 * channel another Google account owns.
 */
export async function checkableAgain(db: Executor, workspaceId: string) {
  await db
    .update(comments)
    // Due at the database's now (docs/architecture.md §3), whatever the web process's clock says.
    .set({ visibility: 'checking', visibilityReason: null, visibilityNextAt: APP_NOW })
    .where(
      and(
        eq(comments.workspaceId, workspaceId),
        eq(comments.visibility, 'cannotCheck'),
        isNotNull(comments.visibilityNextAt),
      ),
    );
}

/** The workspace's own key for checks, still sealed, with what Google last said of it. */
export async function findCheckKey(db: Executor, workspaceId: string) {
  const [row] = await db.select().from(checkKeys).where(eq(checkKeys.workspaceId, workspaceId));
  return row;
}

export async function saveCheckKey(db: Executor, workspaceId: string, keySealed: string) {
  await db
    .insert(checkKeys)
    .values({ workspaceId, keySealed })
    .onConflictDoUpdate({
      target: checkKeys.workspaceId,
      set: { keySealed, status: 'unchecked', problem: null, updatedAt: sql`now()` },
    });
}

export async function deleteCheckKey(db: Executor, workspaceId: string) {
  await db.delete(checkKeys).where(eq(checkKeys.workspaceId, workspaceId));
}

/** What Google said of the key at its last use; only the key that was used (it may have changed). */
export async function markCheckKey(
  db: Executor,
  workspaceId: string,
  keySealed: string,
  verdict: { status: 'valid' | 'invalid'; problem: string | null },
) {
  await db
    .update(checkKeys)
    .set({ ...verdict, updatedAt: sql`now()` })
    .where(and(eq(checkKeys.workspaceId, workspaceId), eq(checkKeys.keySealed, keySealed)));
}

/** The workspace's setting: pause a channel whose comments others do not see (on by default). */
export async function pausesHiddenChannels(db: Executor, workspaceId: string) {
  const [row] = await db
    .select({ pause: workspaceSettings.pauseHiddenChannels })
    .from(workspaceSettings)
    .where(eq(workspaceSettings.workspaceId, workspaceId));
  return row?.pause ?? true;
}

/** How a batch's posted comments fared: looked at, and at the first look a day after posting. */
export interface BatchLooks {
  looked: number;
  visible: number;
  notVisible: number;
  dayLooked: number;
  dayVisible: number;
}

/**
 * What the looks found of one batch's comments: now, and at the first look a day after posting.
 * From the batch's visibility tallies (migration 0028), not its comments: a few rows whatever the
 * batch's size.
 */
export async function batchVisibility(db: Executor, workspaceId: string, batchId: string) {
  const rows = await executePrepared<BatchLooks>(
    db,
    sql`
    select coalesce(sum(t.n) filter (where t.visibility in (${JUDGED})), 0)::int as looked,
           coalesce(sum(t.n) filter (where t.visibility = 'visible'), 0)::int as visible,
           coalesce(sum(t.n) filter (where t.visibility = 'notVisible'), 0)::int as "notVisible",
           coalesce(sum(t.n) filter (where t.day_visibility is not null), 0)::int as "dayLooked",
           coalesce(sum(t.n) filter (where t.day_visibility = 'visible'), 0)::int as "dayVisible"
      from batch_visibility_tallies t join batches b on b.id = t.batch_id
     where b.id = ${batchId} and b.workspace_id = ${workspaceId}`,
  );
  return rows[0]!;
}

import { and, asc, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { detailsRefreshUsage, videos } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';
import type { PlatformVideoStats } from '@server/platform/platform.types';
import { dailyAllowance } from '@server/quota-ledger/daily-allowance';
import { workspacesWithRows } from '@server/quota-ledger/workspace-rounds';
import type { VideoDetails } from '../videos/videos.repository';

/** Any fixed number: the first key of the per-workspace lock the refresh holds while it reads. */
export const REFRESH_LOCK_SPACE = 7_240_119;

/** What a refresh writes of a video YouTube still has. */
export type FreshDetails = VideoDetails & {
  videoId: string;
  title: string;
  channelId: string;
  channelTitle: string;
};

/**
 * Workspaces with at least one video whose details were last read before `cutoff`, or described
 * (videos.list) before `describedCutoff`.
 */
export const workspacesWithDetailsBefore = (db: Executor, cutoff: Date, describedCutoff: Date) =>
  workspacesWithRows(
    db,
    videos,
    or(lt(videos.detailsRefreshedAt, cutoff), lt(videos.describedAt, describedCutoff)),
  );

/**
 * The workspace's videos whose details are the oldest, read before `before` (one call's worth);
 * `described`: YouTube gave its title once, so its counts alone may be read.
 */
export async function oldestDetails(
  db: Executor,
  workspaceId: string,
  before: Date,
  limit: number,
) {
  return db
    .select({
      videoId: videos.videoId,
      detailsRefreshedAt: videos.detailsRefreshedAt,
      described: isNotNull(videos.title).mapWith(Boolean),
    })
    .from(videos)
    .where(and(eq(videos.workspaceId, workspaceId), lt(videos.detailsRefreshedAt, before)))
    .orderBy(asc(videos.detailsRefreshedAt), asc(videos.id))
    .limit(limit);
}

/** The workspace's videos described (videos.list) longest ago, before `before`: a call's worth. */
export async function oldestDescribed(
  db: Executor,
  workspaceId: string,
  before: Date,
  limit: number,
) {
  const rows = await db
    .select({ videoId: videos.videoId })
    .from(videos)
    .where(and(eq(videos.workspaceId, workspaceId), lt(videos.describedAt, before)))
    .orderBy(asc(videos.describedAt), asc(videos.id))
    .limit(limit);
  return rows.map((row) => row.videoId);
}

/** The workspace's daily ceiling on refresh units. */
export const refreshAllowance = dailyAllowance(detailsRefreshUsage);

/** Writes the counts videos.batchGetStats gave: the rest of the details stays as it was. */
export async function writeStats(
  db: Executor,
  workspaceId: string,
  stats: PlatformVideoStats[],
  now: Date,
) {
  if (!stats.length) return;
  await db.execute(sql`
    update ${videos} v set
      view_count = d."viewCount", like_count = d."likeCount", comment_count = d."commentCount",
      details_refreshed_at = ${now.toISOString()}, unavailable_since = null
    from jsonb_to_recordset(${JSON.stringify(stats)}::jsonb) as d(
      id text, "viewCount" bigint, "likeCount" bigint, "commentCount" bigint)
    where v.workspace_id = ${workspaceId} and v.video_id = d.id`);
}

/** Writes what YouTube gave: the details now, and available again if it had been missing. */
export async function writeFreshDetails(
  db: Executor,
  workspaceId: string,
  fresh: FreshDetails[],
  now: Date,
) {
  if (!fresh.length) return;
  await db.execute(sql`
    update ${videos} v set
      title = d.title, description = d.description, thumbnail = d.thumbnail,
      channel_id = d."channelId", channel_title = d."channelTitle",
      published_at = d."publishedAt", duration = d.duration,
      duration_seconds = d."durationSeconds", is_short = d."isShort",
      view_count = d."viewCount", like_count = d."likeCount", comment_count = d."commentCount",
      details_refreshed_at = ${now.toISOString()}, described_at = ${now.toISOString()},
      unavailable_since = null,
      -- Read by another call (channels.list) and as old: dropped, so the card reads it again.
      channel_thumbnail = null
    from jsonb_to_recordset(${JSON.stringify(fresh)}::jsonb) as d(
      "videoId" text, title text, description text, thumbnail text, "channelId" text,
      "channelTitle" text, "publishedAt" timestamptz, duration text, "durationSeconds" int,
      "isShort" boolean, "viewCount" bigint, "likeCount" bigint, "commentCount" bigint)
    where v.workspace_id = ${workspaceId} and v.video_id = d."videoId"`);
}

/**
 * YouTube left these out: deleted or private. They stay saved and marked, with the title and
 * picture the user knows them by; their counts are no longer true, so they go. Checked again like
 * the others: one that comes back loses its mark.
 */
export async function markUnavailable(db: Executor, workspaceId: string, ids: string[], now: Date) {
  if (!ids.length) return;
  await db
    .update(videos)
    .set({
      unavailableSince: sql`coalesce(${videos.unavailableSince}, ${now.toISOString()})`,
      detailsRefreshedAt: now,
      describedAt: now,
      viewCount: null,
      likeCount: null,
      commentCount: null,
    })
    .where(and(eq(videos.workspaceId, workspaceId), inArray(videos.videoId, ids)));
}

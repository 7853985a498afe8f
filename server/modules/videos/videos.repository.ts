import { and, eq, sql } from 'drizzle-orm';
import { uuidArray } from '@server/db/sql-helpers';
import { videos } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';

/**
 * Saving and changing the workspace's videos, and what those changes check first (which are
 * saved, which are the workspace's, where the list starts). A page of the list is
 * video-page.repository.ts's; the whole list and one video as JSON, video-list.repository.ts's.
 */

export type VideoRow = typeof videos.$inferSelect;

const ownedIn = (workspaceId: string, ids: string[]) =>
  and(eq(videos.workspaceId, workspaceId), sql`${videos.id} = any(${uuidArray(ids)})`);

/** Which of these platform ids the workspace already saved. */
export async function existingVideoIds(db: Executor, workspaceId: string, videoIds: string[]) {
  const rows = await db
    .select({ videoId: videos.videoId })
    .from(videos)
    .where(
      and(
        eq(videos.workspaceId, workspaceId),
        sql`${videos.videoId} = any(${`{${videoIds.join(',')}}`}::text[])`,
      ),
    );
  return rows.map((row) => row.videoId);
}

/** Videos written per statement: 5,000 with their details are about 3 MB of JSON. */
const INSERT_CHUNK = 5000;

/** What YouTube says of a video, as its columns keep it (null: YouTube said nothing). */
export interface VideoDetails {
  title: string | null;
  description: string | null;
  thumbnail: string | null;
  channelTitle: string | null;
  channelId: string | null;
  publishedAt: string | null;
  duration: string | null;
  durationSeconds: number | null;
  isShort: boolean;
  viewCount: number | null;
  likeCount: number | null;
  commentCount: number | null;
}

/** A new video's columns, as the insert below reads them from JSON. */
export type NewVideo = VideoDetails & {
  videoId: string;
  categoryId: string | null;
  displayOrder: number;
};

/**
 * Inserts, leaving out videos the workspace already has; returns how many were new. The rows go as
 * one JSON value per statement, read by `json_to_recordset`: building a 20-column insert of 10,000
 * rows through the query builder took 1.7 s of the server's thread (docs/performance.md §6).
 */
export async function insertVideos(db: Executor, workspaceId: string, values: NewVideo[]) {
  let inserted = 0;
  for (let i = 0; i < values.length; i += INSERT_CHUNK) {
    const rows = JSON.stringify(values.slice(i, i + INSERT_CHUNK));
    const result = await db.execute<{ n: number }>(sql`
      with added as (
        insert into videos (workspace_id, video_id, category_id, title, description, thumbnail,
                            channel_title, channel_id, published_at, duration, duration_seconds,
                            is_short, view_count, like_count, comment_count, display_order)
        select ${workspaceId}, r."videoId", r."categoryId", r.title, r.description, r.thumbnail,
               r."channelTitle", r."channelId", r."publishedAt", r.duration, r."durationSeconds",
               r."isShort", r."viewCount", r."likeCount", r."commentCount", r."displayOrder"
          from json_to_recordset(${rows}::json) as r(
                 "videoId" text, "categoryId" uuid, title text, description text, thumbnail text,
                 "channelTitle" text, "channelId" text, "publishedAt" timestamptz, duration text,
                 "durationSeconds" int, "isShort" boolean, "viewCount" bigint, "likeCount" bigint,
                 "commentCount" bigint, "displayOrder" int)
        on conflict (workspace_id, video_id) do nothing
        returning 1
      )
      select count(*)::int as n from added`);
    inserted += result.rows[0]?.n ?? 0;
  }
  return inserted;
}

export async function updateVideo(
  db: Executor,
  workspaceId: string,
  id: string,
  values: Partial<Pick<VideoRow, 'categoryId' | 'channelThumbnail'>>,
) {
  const [row] = await db
    .update(videos)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(videos.workspaceId, workspaceId), eq(videos.id, id)))
    .returning({ id: videos.id });
  return row;
}

/** Fills the channel picture of every one of the workspace's videos from that channel. */
export async function setChannelThumbnails(
  db: Executor,
  workspaceId: string,
  channels: { channelId: string; thumbnail: string }[],
) {
  let updated = 0;
  for (const { channelId, thumbnail } of channels) {
    const rows = await db
      .update(videos)
      .set({ channelThumbnail: thumbnail, updatedAt: sql`now()` })
      .where(and(eq(videos.workspaceId, workspaceId), eq(videos.channelId, channelId)))
      .returning({ id: videos.id });
    updated += rows.length;
  }
  return updated;
}

export async function countOwnedVideos(db: Executor, workspaceId: string, ids: string[]) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(videos)
    .where(ownedIn(workspaceId, ids));
  return row?.n ?? 0;
}

export async function deleteVideos(db: Executor, workspaceId: string, ids: string[]) {
  const rows = await db
    .delete(videos)
    .where(ownedIn(workspaceId, ids))
    .returning({ id: videos.id });
  return rows.length;
}

/** Sets each video's displayOrder in one statement. */
export async function reorderVideos(
  db: Executor,
  workspaceId: string,
  order: { id: string; displayOrder: number }[],
) {
  const result = await db.execute(sql`
    update ${videos} as v
       set display_order = o.display_order, updated_at = now()
      from unnest(${uuidArray(order.map((o) => o.id))}, ${`{${order.map((o) => o.displayOrder).join(',')}}`}::int[])
        as o(id, display_order)
     where v.id = o.id and v.workspace_id = ${workspaceId}`);
  return result.rowCount ?? 0;
}

/** The lowest displayOrder the workspace's videos use (an import goes before it). */
export async function lowestDisplayOrder(db: Executor, workspaceId: string) {
  const [row] = await db
    .select({ min: sql<number | null>`min(${videos.displayOrder})` })
    .from(videos)
    .where(eq(videos.workspaceId, workspaceId));
  return row?.min ?? null;
}

/** The titles the workspace saved for these videos: YouTube no longer names a video it left out. */
export async function savedTitles(db: Executor, workspaceId: string, videoIds: string[]) {
  if (!videoIds.length) return new Map<string, string | null>();
  const rows = await db
    .select({ videoId: videos.videoId, title: videos.title })
    .from(videos)
    .where(
      and(
        eq(videos.workspaceId, workspaceId),
        sql`${videos.videoId} = any(${sql.param(videoIds)}::text[])`,
      ),
    );
  return new Map(rows.map((row) => [row.videoId, row.title]));
}

/** Fresh statistics for the planner and the search samples, after a large write. */
export async function analyzeVideos(db: Executor) {
  await db.execute(sql`analyze videos`);
}

import type pg from 'pg';
import type { Db } from '@server/db/database';
import { videoPage, type VideoFilter } from './video-page.repository';

export const PAGE_SIZE = 50;

/** Page `page` (from 1) as `videoPage` reads it: its videos' ids in list order, and the total. */
export async function readPage(db: Db, workspaceId: string, filter: VideoFilter, page: number) {
  const found = await videoPage(db, workspaceId, filter, {
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const videos = found.items ? (JSON.parse(`[${found.items}]`) as { id: string }[]) : [];
  return { ids: videos.map((video) => video.id), total: found.total };
}

/** `count` saved videos of the workspace: "Video Number i" from "Channel i % 50", in that order. */
export async function saveNumberedVideos(pool: pg.Pool, workspaceId: string, count: number) {
  await pool.query(
    `insert into videos (workspace_id, video_id, title, channel_title, display_order)
     select $1, 'n' || lpad(i::text, 10, '0'), 'Video Number ' || i, 'Channel ' || (i % 50), i
       from generate_series(1, $2::int) as i`,
    [workspaceId, count],
  );
}

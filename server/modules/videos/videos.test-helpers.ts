import type { Db } from '../../db/database';
import { videoPage, type VideoFilter } from './videos.repository';

export const PAGE_SIZE = 50;

/** Page `page` (from 1) as `videoPage` reads it: its videos' ids in list order, and the total. */
export async function readPage(db: Db, userId: string, filter: VideoFilter, page: number) {
  const found = await videoPage(db, userId, filter, {
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const videos = found.items ? (JSON.parse(`[${found.items}]`) as { id: string }[]) : [];
  return { ids: videos.map((video) => video.id), total: found.total };
}

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { videos } from '../../db/schema';

/** The titles the user saved for these videos: YouTube no longer names a video it left out. */
export async function savedTitles(db: Db, userId: string, videoIds: string[]) {
  if (!videoIds.length) return new Map<string, string | null>();
  const rows = await db
    .select({ videoId: videos.videoId, title: videos.title })
    .from(videos)
    .where(
      and(eq(videos.userId, userId), sql`${videos.videoId} = any(${sql.param(videoIds)}::text[])`),
    );
  return new Map(rows.map((row) => [row.videoId, row.title]));
}

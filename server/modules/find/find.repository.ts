import { sql } from 'drizzle-orm';
import { videos } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';

/** Which of these platform ids the workspace already saved (the `saved` mark on a found video). */
export async function savedVideoIds(db: Executor, workspaceId: string, videoIds: string[]) {
  if (!videoIds.length) return new Set<string>();
  const rows = await db
    .select({ videoId: videos.videoId })
    .from(videos)
    .where(
      sql`${videos.workspaceId} = ${workspaceId} and ${videos.videoId} = any(${sql.param(videoIds)}::text[])`,
    );
  return new Set(rows.map((row) => row.videoId));
}

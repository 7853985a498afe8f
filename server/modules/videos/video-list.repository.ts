import { and, eq, sql } from 'drizzle-orm';
import { executePrepared } from '@server/db/named-statement';
import { uuidArray } from '@server/db/sql-helpers';
import { categories, videos } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';
import { inOrder, order } from './video-order';

/** The workspace's whole list, unpaged, and one video, as the API's JSON text or as objects. */

const columns = { video: videos, category: categories.name, sentCount: videos.sentCount };
/** A video as the API's JSON text (migration 0024), and the rows it is written from. */
const asJson = sql`video_json(videos, categories.name)`;
const withCategory = sql`videos left join categories on categories.id = videos.category_id`;

/**
 * Every video of the workspace as objects, with its category, in list order: the naive unpaged
 * list that the videos benchmark compares the streamed one with.
 */
export async function listVideos(db: Executor, workspaceId: string) {
  return db
    .select(columns)
    .from(videos)
    .leftJoin(categories, eq(categories.id, videos.categoryId))
    .where(eq(videos.workspaceId, workspaceId))
    .orderBy(...order);
}

/**
 * The ids of the workspace's videos, in list order, joined by commas: the plan for reading them in
 * pieces. One text value rather than 100,000 rows, each an object to make on the server's thread.
 */
export async function listVideoIds(db: Executor, workspaceId: string) {
  const result = await db.execute<{ ids: string | null }>(
    sql`select string_agg(id::text, ',' order by ${inOrder}) as ids
          from videos where ${eq(videos.workspaceId, workspaceId)}`,
  );
  return result.rows[0]?.ids ?? '';
}

/**
 * These videos of the workspace as the API's JSON text, joined by commas in the order of `ids`
 * (those deleted meanwhile left out): one value, written by the database (`videos_json`,
 * migration 0031).
 */
export async function videoJsonInOrder(db: Executor, workspaceId: string, ids: string[]) {
  if (ids.length === 0) return '';
  const rows = await executePrepared<{ items: string | null }>(
    db,
    sql`select videos_json(${workspaceId}, ${uuidArray(ids)}, false) as items`,
  );
  return rows[0]?.items ?? '';
}

/** One of the workspace's videos as the API's JSON text, by our id or by YouTube's. */
export async function videoJson(
  db: Executor,
  workspaceId: string,
  by: { id: string } | { videoId: string },
) {
  const result = await db.execute<{ json: string }>(
    sql`select ${asJson} as json from ${withCategory}
         where ${and(
           eq(videos.workspaceId, workspaceId),
           'id' in by ? eq(videos.id, by.id) : eq(videos.videoId, by.videoId),
         )}`,
  );
  return result.rows[0]?.json;
}

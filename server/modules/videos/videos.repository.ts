import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { uuidArray } from '../../db/sql-helpers';
import { categories, videos } from '../../db/schema';
import type { Executor } from '../../db/transaction';

export type VideoRow = typeof videos.$inferSelect;

/** docs/product.md §4: a video's "sent" count, kept up to date by triggers (see the column). */
const sentCount = videos.sentCount;

const columns = { video: videos, category: categories.name, sentCount };
/**
 * docs/product.md §9: an import starts at -1000 ascending; reordered videos hold their position.
 */
const order = [asc(videos.displayOrder), desc(videos.createdAt), asc(videos.id)];
/** The same order from the end: the list's index read backwards. */
const reversed = [desc(videos.displayOrder), asc(videos.createdAt), desc(videos.id)];
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface VideoFilter {
  search?: string;
  /** A category id, or `none`. */
  category?: string;
  sentMin?: number;
  sentMax?: number;
}

function filterWhere(userId: string, filter: VideoFilter) {
  const conditions: SQL[] = [eq(videos.userId, userId)];
  const search = filter.search?.trim();
  if (search) {
    conditions.push(
      or(
        ilike(videos.title, likePattern(search)),
        ilike(videos.channelTitle, likePattern(search)),
      )!,
    );
  }
  if (filter.category === 'none') conditions.push(isNull(videos.categoryId));
  else if (filter.category) conditions.push(eq(videos.categoryId, filter.category));
  if (filter.sentMin !== undefined) conditions.push(sql`${sentCount} >= ${filter.sentMin}`);
  if (filter.sentMax !== undefined) conditions.push(sql`${sentCount} <= ${filter.sentMax}`);
  return and(...conditions);
}

export async function listVideos(
  db: Executor,
  userId: string,
  filter: VideoFilter = {},
  page?: { offset: number; limit: number; total: number },
) {
  if (!page) {
    return db
      .select(columns)
      .from(videos)
      .leftJoin(categories, eq(categories.id, videos.categoryId))
      .where(filterWhere(userId, filter))
      .orderBy(...order);
  }
  // The page's ids first, from the list's index alone (it carries what the filters read), then
  // only those rows: a deep page skips index entries, never whole rows with their joins. A page
  // in the second half is walked to from the end, so no page skips more than half the list.
  const fromEnd = page.offset + page.limit / 2 > page.total / 2;
  const limit = fromEnd ? Math.max(0, Math.min(page.limit, page.total - page.offset)) : page.limit;
  const ids = db
    .select({ id: videos.id })
    .from(videos)
    .where(filterWhere(userId, filter))
    .orderBy(...(fromEnd ? reversed : order))
    .limit(limit)
    .offset(fromEnd ? Math.max(0, page.total - page.offset - limit) : page.offset)
    .as('page');
  return db
    .select(columns)
    .from(ids)
    .innerJoin(videos, eq(videos.id, ids.id))
    .leftJoin(categories, eq(categories.id, videos.categoryId))
    .orderBy(...order);
}

/** The ids of all the user's videos, in list order: the plan for reading them in chunks. */
export async function listVideoIds(db: Executor, userId: string) {
  const rows = await db
    .select({ id: videos.id })
    .from(videos)
    .where(eq(videos.userId, userId))
    .orderBy(...order);
  return rows.map((row) => row.id);
}

/** These videos of the user (any order; the caller restores its own). */
export async function videosByIds(db: Executor, userId: string, ids: string[]) {
  return db
    .select(columns)
    .from(videos)
    .leftJoin(categories, eq(categories.id, videos.categoryId))
    .where(and(eq(videos.userId, userId), sql`${videos.id} = any(${uuidArray(ids)})`));
}

/**
 * The list's total. Without a search it is read from the video tallies (a few rows per category
 * and sent count) instead of counting up to 100,000 videos on every page.
 */
export async function countVideos(db: Executor, userId: string, filter: VideoFilter = {}) {
  if (filter.search?.trim()) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(videos)
      .where(filterWhere(userId, filter));
    return row?.n ?? 0;
  }
  const conditions = [sql`user_id = ${userId}`];
  if (filter.category === 'none') conditions.push(sql`category_id is null`);
  else if (filter.category) conditions.push(sql`category_id = ${filter.category}`);
  if (filter.sentMin !== undefined) conditions.push(sql`sent_count >= ${filter.sentMin}`);
  if (filter.sentMax !== undefined) conditions.push(sql`sent_count <= ${filter.sentMax}`);
  const result = await db.execute<{ n: number }>(
    sql`select coalesce(sum(n), 0)::int as n from video_tallies where ${sql.join(conditions, sql` and `)}`,
  );
  return result.rows[0]?.n ?? 0;
}

export async function findVideo(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(videos)
    .leftJoin(categories, eq(categories.id, videos.categoryId))
    .where(and(eq(videos.userId, userId), eq(videos.id, id)))
    .limit(1);
  return row;
}

/** Which of these platform ids the user already saved. */
export async function existingVideoIds(db: Executor, userId: string, videoIds: string[]) {
  const rows = await db
    .select({ videoId: videos.videoId })
    .from(videos)
    .where(
      and(
        eq(videos.userId, userId),
        sql`${videos.videoId} = any(${`{${videoIds.join(',')}}`}::text[])`,
      ),
    );
  return rows.map((row) => row.videoId);
}

const INSERT_CHUNK = 1000;

/** Inserts, leaving out videos the user already has; returns how many were new. */
export async function insertVideos(db: Executor, values: (typeof videos.$inferInsert)[]) {
  let inserted = 0;
  for (let i = 0; i < values.length; i += INSERT_CHUNK) {
    const rows = await db
      .insert(videos)
      .values(values.slice(i, i + INSERT_CHUNK))
      .onConflictDoNothing({ target: [videos.userId, videos.videoId] })
      .returning({ id: videos.id });
    inserted += rows.length;
  }
  return inserted;
}

export async function updateVideo(
  db: Executor,
  userId: string,
  id: string,
  values: Partial<Pick<VideoRow, 'categoryId' | 'channelThumbnail'>>,
) {
  const [row] = await db
    .update(videos)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(videos.userId, userId), eq(videos.id, id)))
    .returning({ id: videos.id });
  return row;
}

/** Fills the channel picture of every one of the user's videos from that channel. */
export async function setChannelThumbnails(
  db: Executor,
  userId: string,
  channels: { channelId: string; thumbnail: string }[],
) {
  let updated = 0;
  for (const { channelId, thumbnail } of channels) {
    const rows = await db
      .update(videos)
      .set({ channelThumbnail: thumbnail, updatedAt: sql`now()` })
      .where(and(eq(videos.userId, userId), eq(videos.channelId, channelId)))
      .returning({ id: videos.id });
    updated += rows.length;
  }
  return updated;
}

const ownedIn = (userId: string, ids: string[]) =>
  and(eq(videos.userId, userId), sql`${videos.id} = any(${uuidArray(ids)})`);

export async function countOwnedVideos(db: Executor, userId: string, ids: string[]) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(videos)
    .where(ownedIn(userId, ids));
  return row?.n ?? 0;
}

export async function deleteVideos(db: Executor, userId: string, ids: string[]) {
  const rows = await db.delete(videos).where(ownedIn(userId, ids)).returning({ id: videos.id });
  return rows.length;
}

/** Sets each video's displayOrder in one statement. */
export async function reorderVideos(
  db: Executor,
  userId: string,
  order: { id: string; displayOrder: number }[],
) {
  const result = await db.execute(sql`
    update ${videos} as v
       set display_order = o.display_order, updated_at = now()
      from unnest(${uuidArray(order.map((o) => o.id))}, ${`{${order.map((o) => o.displayOrder).join(',')}}`}::int[])
        as o(id, display_order)
     where v.id = o.id and v.user_id = ${userId}`);
  return result.rowCount ?? 0;
}

/** The lowest displayOrder the user's videos use (an import goes before it). */
export async function lowestDisplayOrder(db: Executor, userId: string) {
  const [row] = await db
    .select({ min: sql<number | null>`min(${videos.displayOrder})` })
    .from(videos)
    .where(eq(videos.userId, userId));
  return row?.min ?? null;
}

export async function findVideoByPlatformId(db: Executor, userId: string, videoId: string) {
  const [row] = await db
    .select(columns)
    .from(videos)
    .leftJoin(categories, eq(categories.id, videos.categoryId))
    .where(and(eq(videos.userId, userId), eq(videos.videoId, videoId)))
    .limit(1);
  return row;
}

/** The titles the user saved for these videos: YouTube no longer names a video it left out. */
export async function savedTitles(db: Executor, userId: string, videoIds: string[]) {
  if (!videoIds.length) return new Map<string, string | null>();
  const rows = await db
    .select({ videoId: videos.videoId, title: videos.title })
    .from(videos)
    .where(
      and(eq(videos.userId, userId), sql`${videos.videoId} = any(${sql.param(videoIds)}::text[])`),
    );
  return new Map(rows.map((row) => [row.videoId, row.title]));
}

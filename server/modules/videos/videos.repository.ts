import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { parseVideoRef } from '@core/videos/video-ref';
import { executePrepared } from '@server/db/named-statement';
import { uuidArray } from '@server/db/sql-helpers';
import { categories, videos } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';
import { deepPageJson, MARKED_DEPTH } from './deep-pages.repository';
import { inOrder, order, walkTo } from './video-order';

export type VideoRow = typeof videos.$inferSelect;

/** docs/product.md §4: a video's "sent" count, kept up to date by triggers (see the column). */
const sentCount = videos.sentCount;

const columns = { video: videos, category: categories.name, sentCount };
/** A video as the API's JSON text (migration 0024), and the rows it is written from. */
const asJson = sql`video_json(videos, categories.name)`;
const withCategory = sql`videos left join categories on categories.id = videos.category_id`;
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ownedIn = (userId: string, ids: string[]) =>
  and(eq(videos.userId, userId), sql`${videos.id} = any(${uuidArray(ids)})`);

export interface VideoFilter {
  search?: string;
  /**
   * The piece of the search each column's trigram index is asked for (`searchPiece`); the rows
   * they find are checked against the whole search.
   */
  searchPieces?: { title: string; channelTitle: string };
  /** A category id, or `none`. */
  category?: string;
  sentMin?: number;
  sentMax?: number;
}

/**
 * A title or channel name that contains these, found through the trigram indexes. Both sides
 * lower-cased, as ILIKE compares them: the columns are kept lower-cased (migration 0032), so only
 * the pattern is, once, by the database (its rules for case, not JavaScript's).
 */
const contains = (title: string, channelTitle: string) =>
  or(
    sql`${videos.titleLower} like lower(${likePattern(title)})`,
    sql`${videos.channelTitleLower} like lower(${likePattern(channelTitle)})`,
  )!;

/**
 * Contains the search: the indexes find the rows that contain its pieces, and each is checked for
 * the whole search by `strpos`, which no index answers (so the planner cannot go back to
 * intersecting every trigram of it).
 */
function textMatch(search: string, pieces: VideoFilter['searchPieces']) {
  if (!pieces || (pieces.title === search && pieces.channelTitle === search)) {
    return contains(search, search);
  }
  const whole = sql`lower(${search})`;
  return and(
    contains(pieces.title, pieces.channelTitle),
    sql`(strpos(${videos.titleLower}, ${whole}) > 0 or strpos(${videos.channelTitleLower}, ${whole}) > 0)`,
  )!;
}

function filterWhere(userId: string, filter: VideoFilter) {
  const conditions: SQL[] = [eq(videos.userId, userId)];
  const search = filter.search?.trim();
  if (search) {
    // A pasted link or id finds its video too (the unique index on the user's video ids).
    const videoId = parseVideoRef(search);
    conditions.push(
      or(
        textMatch(search, filter.searchPieces),
        videoId ? eq(videos.videoId, videoId) : undefined,
      )!,
    );
  }
  if (filter.category === 'none') conditions.push(isNull(videos.categoryId));
  else if (filter.category) conditions.push(eq(videos.categoryId, filter.category));
  if (filter.sentMin !== undefined) conditions.push(sql`${sentCount} >= ${filter.sentMin}`);
  if (filter.sentMax !== undefined) conditions.push(sql`${sentCount} <= ${filter.sentMax}`);
  return and(...conditions);
}

/** A search's total is counted this far past the page asked for (docs/performance.md §5). */
export const SEARCH_COUNT_AHEAD = 1000;

/**
 * A page that starts this near the list's start is walked to forwards, whatever the total: the
 * walk steps over at most this many index entries, and the total is read in the same statement
 * instead of first (which decides which end a deeper page is walked from).
 */
const NEAR_START = MARKED_DEPTH;

/** One page as the API answers it: the videos as JSON text (`video_json`, migration 0024). */
export interface VideoPageText {
  /** The videos' JSON objects, joined by commas, in list order. */
  items: string;
  total: number;
  /** A search counted up to its bound: `total` is a floor, and there are more. */
  totalIsMinimum: boolean;
}

/**
 * One page and its total, the videos as the API's JSON (docs/performance.md §5). The total comes
 * from the video tallies without a search; a search counts its matches only up to
 * `SEARCH_COUNT_AHEAD` past the page: a common word matches most of a collection, and counting
 * 100,000 matches made every page of it cost a full scan.
 *
 * A page's ids are walked to first, from the list's index alone (it carries what the filters
 * read), then their JSON is written (`videos_json`, migration 0031): a deep page skips index
 * entries, never whole rows with their joins. Without a search, a page in the second half is
 * walked to from the end (the index read backwards), so no page skips more than half the list; a
 * page of the whole list deeper than `MARKED_DEPTH` from both ends walks on from where a page
 * before it began (`deepPageJson`). The walk and the JSON are one statement, but the JSON's query
 * is planned inside `videos_json`, once per connection: it took longer to plan than the page took
 * to run, and the walk is planned for its values (the offset decides how far it goes).
 */
export async function videoPage(
  db: Executor,
  userId: string,
  filter: VideoFilter,
  page: { offset: number; limit: number },
): Promise<VideoPageText> {
  if (filter.search?.trim()) return searchPage(db, userId, filter, page);
  const where = filterWhere(userId, filter);
  if (page.offset < NEAR_START) {
    // The total read in the same statement (and snapshot) as the page.
    const forwards = { order: inOrder, ...page, fromEnd: false };
    const result = await db.execute<{ total: number; items: string | null }>(sql`
      select (${videoCountQuery(userId, filter)}) as total,
             ${walkJson(userId, where, forwards)} as items`);
    const row = result.rows[0]!;
    return { items: row.items ?? '', total: row.total, totalIsMinimum: false };
  }
  const total = await countVideos(db, userId, filter);
  if (page.offset >= total) return { items: '', total, totalIsMinimum: false };
  const walk = walkTo(page, total);
  const unfiltered =
    filter.category === undefined && filter.sentMin === undefined && filter.sentMax === undefined;
  if (unfiltered && walk.offset >= MARKED_DEPTH) {
    return { items: await deepPageJson(db, userId, page, total), total, totalIsMinimum: false };
  }
  const result = await db.execute<{ items: string | null }>(
    sql`select ${walkJson(userId, where, walk)} as items`,
  );
  return { items: result.rows[0]?.items ?? '', total, totalIsMinimum: false };
}

/** The JSON of the page `walk` reaches among the videos `where` keeps, in list order. */
const walkJson = (userId: string, where: SQL | undefined, walk: ReturnType<typeof walkTo>) => sql`
  videos_json(${userId}, array(select id from videos where ${where}
                                order by ${walk.order} limit ${walk.limit} offset ${walk.offset}),
              ${walk.fromEnd})`;

/**
 * A page of a search: one walk over the matches, in list order and no further than the bound,
 * gives both the count and the page's ids (a search's cost is finding its matches: a common
 * word's trigrams narrow little, so finding them twice, once to count and once for the page, cost
 * twice).
 */
async function searchPage(
  db: Executor,
  userId: string,
  filter: VideoFilter,
  page: { offset: number; limit: number },
): Promise<VideoPageText> {
  const bound = page.offset + page.limit + SEARCH_COUNT_AHEAD;
  // The matches' ids in list order as one array: its length is the count, a slice of it the page
  // (numbering the matches and reading them back twice took a quarter of the statement's time).
  // `offset 0` keeps the array from being built once for each of its two uses.
  const result = await db.execute<{ n: number; items: string | null }>(sql`
    select cardinality(found.ids) as n,
           videos_json(${userId}, found.ids[${page.offset + 1}:${page.offset + page.limit}], false)
             as items
      from (select array(select id from videos where ${filterWhere(userId, filter)}
                          order by ${inOrder} limit ${bound + 1}) as ids
             offset 0) found`);
  const found = result.rows[0]?.n ?? 0;
  return {
    items: result.rows[0]?.items ?? '',
    total: Math.min(found, bound),
    totalIsMinimum: found > bound,
  };
}

/**
 * Every video of the user as objects, with its category, in list order: the naive unpaged list
 * that the videos benchmark compares the streamed one with.
 */
export async function listVideos(db: Executor, userId: string) {
  return db
    .select(columns)
    .from(videos)
    .leftJoin(categories, eq(categories.id, videos.categoryId))
    .where(eq(videos.userId, userId))
    .orderBy(...order);
}

/**
 * The ids of all the user's videos, in list order, joined by commas: the plan for reading them in
 * pieces. One text value rather than 100,000 rows, each an object to make on the server's thread.
 */
export async function listVideoIds(db: Executor, userId: string) {
  const result = await db.execute<{ ids: string | null }>(
    sql`select string_agg(id::text, ',' order by ${inOrder}) as ids
          from videos where ${eq(videos.userId, userId)}`,
  );
  return result.rows[0]?.ids ?? '';
}

/**
 * These videos of the user as the API's JSON text, joined by commas in the order of `ids` (those
 * deleted meanwhile left out): one value, written by the database (`videos_json`, migration 0031).
 */
export async function videoJsonInOrder(db: Executor, userId: string, ids: string[]) {
  if (ids.length === 0) return '';
  const rows = await executePrepared<{ items: string | null }>(
    db,
    sql`select videos_json(${userId}, ${uuidArray(ids)}, false) as items`,
  );
  return rows[0]?.items ?? '';
}

/** One of the user's videos as the API's JSON text, by our id or by YouTube's. */
export async function videoJson(
  db: Executor,
  userId: string,
  by: { id: string } | { videoId: string },
) {
  const result = await db.execute<{ json: string }>(
    sql`select ${asJson} as json from ${withCategory}
         where ${and(
           eq(videos.userId, userId),
           'id' in by ? eq(videos.id, by.id) : eq(videos.videoId, by.videoId),
         )}`,
  );
  return result.rows[0]?.json;
}

/** The video tallies' rows that a filter without a search counts. */
function talliesWhere(userId: string, filter: VideoFilter) {
  const conditions = [sql`user_id = ${userId}`];
  if (filter.category === 'none') conditions.push(sql`category_id is null`);
  else if (filter.category) conditions.push(sql`category_id = ${filter.category}`);
  if (filter.sentMin !== undefined) conditions.push(sql`sent_count >= ${filter.sentMin}`);
  if (filter.sentMax !== undefined) conditions.push(sql`sent_count <= ${filter.sentMax}`);
  return sql.join(conditions, sql` and `);
}

/**
 * How many videos the user has (that a filter without a search keeps): a few tally rows per
 * category and sent count, not a count of the videos.
 */
export async function countVideos(db: Executor, userId: string, filter: VideoFilter = {}) {
  const rows = await executePrepared<{ n: number }>(db, videoCountQuery(userId, filter));
  return rows[0]?.n ?? 0;
}

/** `countVideos` as a query of one row, `n`. */
export const videoCountQuery = (userId: string, filter: VideoFilter = {}) =>
  sql`select coalesce(sum(n), 0)::int as n from video_tallies where ${talliesWhere(userId, filter)}`;

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
 * Inserts, leaving out videos the user already has; returns how many were new. The rows go as one
 * JSON value per statement, read by `json_to_recordset`: building a 20-column insert of 10,000
 * rows through the query builder took 1.7 s of the server's thread (docs/performance.md §6).
 */
export async function insertVideos(db: Executor, userId: string, values: NewVideo[]) {
  let inserted = 0;
  for (let i = 0; i < values.length; i += INSERT_CHUNK) {
    const rows = JSON.stringify(values.slice(i, i + INSERT_CHUNK));
    const result = await db.execute<{ n: number }>(sql`
      with added as (
        insert into videos (user_id, video_id, category_id, title, description, thumbnail,
                            channel_title, channel_id, published_at, duration, duration_seconds,
                            is_short, view_count, like_count, comment_count, display_order)
        select ${userId}, r."videoId", r."categoryId", r.title, r.description, r.thumbnail,
               r."channelTitle", r."channelId", r."publishedAt", r.duration, r."durationSeconds",
               r."isShort", r."viewCount", r."likeCount", r."commentCount", r."displayOrder"
          from json_to_recordset(${rows}::json) as r(
                 "videoId" text, "categoryId" uuid, title text, description text, thumbnail text,
                 "channelTitle" text, "channelId" text, "publishedAt" timestamptz, duration text,
                 "durationSeconds" int, "isShort" boolean, "viewCount" bigint, "likeCount" bigint,
                 "commentCount" bigint, "displayOrder" int)
        on conflict (user_id, video_id) do nothing
        returning 1
      )
      select count(*)::int as n from added`);
    inserted += result.rows[0]?.n ?? 0;
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

import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { parseVideoRef } from '@core/videos/video-ref';
import { executePrepared } from '@server/db/named-statement';
import { videos } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';
import { deepPageJson, MARKED_DEPTH } from './deep-pages.repository';
import { inOrder, walkTo } from './video-order';
import { readAs, type VideoPageText } from './video-page-text';
import { walkSearchPage } from './walk-search.repository';

export type { VideoPageText } from './video-page-text';

/**
 * A page of the workspace's list, filtered and searched, and how many videos the filter keeps
 * (docs/performance.md §5).
 */

/** docs/product.md §4: a video's "sent" count, kept up to date by triggers (see the column). */
const sentCount = videos.sentCount;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface VideoFilter {
  search?: string;
  /**
   * The piece of the search each column's trigram index is asked for (`searchPiece`); the rows
   * they find are checked against the whole search. `walk`: the indexes cannot narrow it, and the
   * list is walked in its order, each video checked, until the page and its count are found.
   */
  searchPieces?: { title: string; channelTitle: string } | 'walk';
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
  if (pieces === 'walk') return containsWhole(search);
  if (!pieces || (pieces.title === search && pieces.channelTitle === search)) {
    return contains(search, search);
  }
  return and(contains(pieces.title, pieces.channelTitle), containsWhole(search))!;
}

/**
 * The whole search, checked on each row by LIKE under the "C" collation, which no index answers
 * (the trigram indexes are on the columns' own collation). LIKE, not `strpos`: a third of the cost
 * on each row. The pattern is lowered once for the statement (an init plan), not on each row.
 */
function containsWhole(search: string) {
  const whole = sql`(select lower(${likePattern(search)}))`;
  return sql`(${videos.titleLower} collate "C" like ${whole} or ${videos.channelTitleLower} collate "C" like ${whole})`;
}

/** The search's condition, a pasted link or id included; undefined without a search. */
function searchCondition(filter: VideoFilter) {
  const search = filter.search?.trim();
  if (!search) return undefined;
  // A pasted link or id finds its video too (the unique index on the workspace's video ids).
  const videoId = parseVideoRef(search);
  return or(
    textMatch(search, filter.searchPieces),
    videoId ? eq(videos.videoId, videoId) : undefined,
  )!;
}

function filterWhere(workspaceId: string, filter: VideoFilter) {
  const conditions: SQL[] = [eq(videos.workspaceId, workspaceId)];
  const search = searchCondition(filter);
  if (search) conditions.push(search);
  if (filter.category === 'none') conditions.push(isNull(videos.categoryId));
  else if (filter.category) conditions.push(eq(videos.categoryId, filter.category));
  if (filter.sentMin !== undefined) conditions.push(sql`${sentCount} >= ${filter.sentMin}`);
  if (filter.sentMax !== undefined) conditions.push(sql`${sentCount} <= ${filter.sentMax}`);
  return and(...conditions);
}

/** A search's total is counted this far past the page asked for (docs/performance.md §5). */
export const SEARCH_COUNT_AHEAD = 250;

/**
 * A page that starts this near the list's start is walked to forwards, whatever the total: the
 * walk steps over at most this many index entries, and the total is read in the same statement
 * instead of first (which decides which end a deeper page is walked from).
 */
const NEAR_START = MARKED_DEPTH;

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
  workspaceId: string,
  filter: VideoFilter,
  page: { offset: number; limit: number },
): Promise<VideoPageText> {
  if (filter.search?.trim()) return searchPage(db, workspaceId, filter, page);
  const where = filterWhere(workspaceId, filter);
  if (page.offset < NEAR_START) {
    // The total read in the same statement (and snapshot) as the page.
    const forwards = { order: inOrder, ...page, fromEnd: false };
    const query = sql`select (${videoCountQuery(workspaceId, filter)}) as total,
                             ${walkJson(workspaceId, where, forwards)} as items`;
    // The whole list's page is named: planning it took a third of its run, and its plan is the
    // same walk whoever asks. A category's or a sent count's may not be (how many videos it
    // keeps decides), and is planned for its values.
    const [row] = isUnfiltered(filter)
      ? await executePrepared<{ total: number; items: string | null }>(db, query)
      : (await db.execute<{ total: number; items: string | null }>(query)).rows;
    return { items: row!.items ?? '', total: row!.total, totalIsMinimum: false };
  }
  const total = await countVideos(db, workspaceId, filter);
  if (page.offset >= total) return { items: '', total, totalIsMinimum: false };
  const walk = walkTo(page, total);
  if (isUnfiltered(filter) && walk.offset >= MARKED_DEPTH) {
    return {
      items: await deepPageJson(db, workspaceId, page, total),
      total,
      totalIsMinimum: false,
    };
  }
  const result = await db.execute<{ items: string | null }>(
    sql`select ${walkJson(workspaceId, where, walk)} as items`,
  );
  return { items: result.rows[0]?.items ?? '', total, totalIsMinimum: false };
}

/** No category and no sent count asked for (a search is handled before). */
const isUnfiltered = (filter: VideoFilter) =>
  filter.category === undefined && filter.sentMin === undefined && filter.sentMax === undefined;

/** The JSON of the page `walk` reaches among the videos `where` keeps, in list order. */
const walkJson = (
  workspaceId: string,
  where: SQL | undefined,
  walk: ReturnType<typeof walkTo>,
) => sql`
  videos_json(${workspaceId}, array(select id from videos where ${where}
                                order by ${walk.order} ${limitOffset(walk)}),
              ${walk.fromEnd})`;

/**
 * A page's bounds written into the statement's text: a named statement with them as values was
 * planned again on each run, the database taking a plan for any offset to cost more than one
 * for the offset at hand. Whole numbers from the query's schema, never text.
 */
const limitOffset = ({ limit, offset }: { limit: number; offset: number }) =>
  sql.raw(`limit ${Math.trunc(limit)} offset ${Math.trunc(offset)}`);

/**
 * A page of a search: one walk over the matches, in list order and no further than the bound,
 * gives both the count and the page's ids (a search's cost is finding its matches: a common
 * word's trigrams narrow little, so finding them twice, once to count and once for the page, cost
 * twice).
 */
async function searchPage(
  db: Executor,
  workspaceId: string,
  filter: VideoFilter,
  page: { offset: number; limit: number },
): Promise<VideoPageText> {
  if (filter.searchPieces === 'walk') {
    const walked = await walkSearchPage(db, workspaceId, {
      where: filterWhere(workspaceId, filter),
      match: searchCondition(filter)!,
      rest: filterWhere(workspaceId, { ...filter, search: undefined }),
      page,
    });
    if (walked) return walked;
  }
  const bound = page.offset + page.limit + SEARCH_COUNT_AHEAD;
  // The matches' ids in list order as one array: its length is the count, a slice of it the page
  // (numbering the matches and reading them back twice took a quarter of the statement's time).
  // `offset 0` keeps the array from being built once for each of its two uses.
  const result = await db.execute<{
    n: number;
    items: string | null;
    pageIds: string | null;
    snapshot: string;
  }>(sql`
    select cardinality(found.ids) as n,
           videos_json(${workspaceId}, found.ids[${page.offset + 1}:${page.offset + page.limit}], false)
             as items,
           array_to_string(found.ids[${page.offset + 1}:${page.offset + page.limit}], ',') as "pageIds",
           pg_current_snapshot()::text as snapshot
      from (select array(select id from videos where ${filterWhere(workspaceId, filter)}
                          order by ${inOrder} limit ${bound + 1}) as ids
             offset 0) found`);
  const row = result.rows[0]!;
  return {
    items: row.items ?? '',
    total: Math.min(row.n, bound),
    totalIsMinimum: row.n > bound,
    readAs: readAs(row),
  };
}

/** The video tallies' rows that a filter without a search counts. */
function talliesWhere(workspaceId: string, filter: VideoFilter) {
  const conditions = [sql`workspace_id = ${workspaceId}`];
  if (filter.category === 'none') conditions.push(sql`category_id is null`);
  else if (filter.category) conditions.push(sql`category_id = ${filter.category}`);
  if (filter.sentMin !== undefined) conditions.push(sql`sent_count >= ${filter.sentMin}`);
  if (filter.sentMax !== undefined) conditions.push(sql`sent_count <= ${filter.sentMax}`);
  return sql.join(conditions, sql` and `);
}

/**
 * How many videos the workspace has (that a filter without a search keeps): a few tally rows per
 * category and sent count, not a count of the videos.
 */
export async function countVideos(db: Executor, workspaceId: string, filter: VideoFilter = {}) {
  const rows = await executePrepared<{ n: number }>(db, videoCountQuery(workspaceId, filter));
  return rows[0]?.n ?? 0;
}

/** `countVideos` as a query of one row, `n`. */
export const videoCountQuery = (workspaceId: string, filter: VideoFilter = {}) =>
  sql`select coalesce(sum(n), 0)::int as n from video_tallies where ${talliesWhere(workspaceId, filter)}`;

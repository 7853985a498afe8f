import { sql, type SQL } from 'drizzle-orm';
import { executePrepared } from '@server/db/named-statement';
import type { Executor } from '@server/db/transaction';
import { inOrder } from './video-order';
import { readAs, type VideoPageText } from './video-page-text';

/**
 * How many videos past a page a search the indexes cannot narrow reads to count its matches
 * (docs/performance.md §5): "12" is in one title in ten of "… video number N with …", in one in
 * fifty of the first thousand, and counting 250 matches past page 3 read half of 20,000 videos.
 */
export const WALK_COUNT_ROWS = 250;

/**
 * A page of a search no index narrows (`searchPieces: 'walk'`): the list walked in its order to
 * the page, each video checked, then at most `WALK_COUNT_ROWS` videos past its last one read to
 * count the matches there. The total is exact when that reaches the end of the list, and a floor
 * otherwise. Undefined when the page is past the last match: the caller counts them all.
 */
export async function walkSearchPage(
  db: Executor,
  workspaceId: string,
  query: {
    /** Every condition, the search's included. */
    where: SQL | undefined;
    /** The search's own condition. */
    match: SQL;
    /** The other filters' conditions, without the search's. */
    rest: SQL | undefined;
    page: { offset: number; limit: number };
  },
): Promise<VideoPageText | undefined> {
  const { where, match, rest, page } = query;
  // The page's last video in list order (display order up, newest first, then id), and the walk
  // on from just after it: `display_order >= ` lets the index start there.
  // Prepared: whatever the search, its plan is the same walk along the list's index.
  const rows = await executePrepared<{
    onPage: number;
    rows: number;
    hits: number;
    items: string;
    pageIds: string | null;
    snapshot: string;
  }>(
    db,
    sql`
    with page as materialized (
      select id, display_order, created_at from videos where ${where}
       order by ${inOrder} limit ${page.limit} offset ${page.offset})
    select cardinality(listed.ids) as "onPage", ahead.rows, ahead.hits,
           videos_json(${workspaceId}, listed.ids, false) as items,
           array_to_string(listed.ids, ',') as "pageIds",
           pg_current_snapshot()::text as snapshot
      from (select display_order, created_at, id from page
             order by display_order desc, created_at, id desc limit 1) last
     -- The page's ids in list order, once for its JSON, its count and the ids kept with it.
     cross join (select array(select id from page order by display_order, created_at desc, id) as ids
                  offset 0) listed
     cross join lateral (
       select count(*)::int as rows, (count(*) filter (where hit))::int as hits
         from (select (${match}) as hit from videos
                where ${rest} and display_order >= last.display_order
                  and (display_order > last.display_order
                       or created_at < last.created_at
                       or (created_at = last.created_at and id > last.id))
                order by ${inOrder} limit ${WALK_COUNT_ROWS}) ahead_rows) ahead`,
  );
  const row = rows[0];
  if (!row) return undefined;
  const counted = page.offset + row.onPage + row.hits;
  // Cut short: there are at least `counted`, said as "more than" one fewer. A page not full was
  // the last.
  const cut = row.onPage === page.limit && row.rows === WALK_COUNT_ROWS;
  return {
    items: row.items ?? '',
    total: cut ? counted - 1 : counted,
    totalIsMinimum: cut,
    readAs: readAs(row),
  };
}

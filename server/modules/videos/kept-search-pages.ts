import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { executePrepared } from '@server/db/named-statement';
import { searchPages } from '@server/metrics/process-metrics';
import type { VideoFilter } from './video-page.repository';

/**
 * docs/performance.md §5: a search's page, kept in this process with the snapshot it was read
 * under, and answered again while no video of the workspace has changed since (the lines of
 * `video_changes`, migration 0054): a search no index narrows walks thousands of videos, and a
 * team, a poll and a reader going back and forth ask for the same page again.
 */

/** Pages kept, the least recently asked for forgotten first (at most 100 ids each). */
const KEPT_PAGES = 1000;

interface KeptPage {
  /** The page's videos, in list order. */
  ids: string[];
  total: number;
  totalIsMinimum: boolean;
  /** `pg_current_snapshot()` of the statement that read it. */
  snapshot: string;
}

/** In this process only: another keeps its own, and the changes' lines keep each true. */
const kept = new Map<string, KeptPage>();

/** What decides a search's page: the search, the filters and the page (not how it was read). */
export const searchPageKey = (
  workspaceId: string,
  filter: VideoFilter,
  page: { offset: number; limit: number },
) =>
  JSON.stringify([
    workspaceId,
    filter.search?.trim(),
    filter.category ?? null,
    filter.sentMin ?? null,
    filter.sentMax ?? null,
    page.offset,
    page.limit,
  ]);

/** Kept as the most recently asked for: the least recently asked for goes past `KEPT_PAGES`. */
export function keepSearchPage(key: string, page: KeptPage) {
  kept.delete(key);
  kept.set(key, page);
  if (kept.size > KEPT_PAGES) kept.delete(kept.keys().next().value!);
}

/**
 * The kept page's JSON, written now (a video's details may have changed; which videos and in what
 * order may not have), when no line of a change it did not see exists; undefined otherwise, and
 * the page is forgotten. A line is one the snapshot did not see when its transaction had not
 * ended when the snapshot was taken; lines of transactions older than the housekeeping's horizon
 * are gone, so a snapshot older than it cannot tell, and is not trusted.
 */
export async function keptSearchPage(db: Db, workspaceId: string, key: string) {
  const page = kept.get(key);
  if (!page) return undefined;
  const snapshot = sql`${page.snapshot}::pg_snapshot`;
  const rows = await executePrepared<{ items: string | null }>(
    db,
    sql`select videos_json(${workspaceId}, ${`{${page.ids.join(',')}}`}::uuid[], false) as items
         where (select below from video_changes_horizon) <= pg_snapshot_xmin(${snapshot})
           and not exists (
             select 1 from video_changes c
              where c.workspace_id = ${workspaceId} and c.xid >= pg_snapshot_xmin(${snapshot})
                and not pg_visible_in_snapshot(c.xid, ${snapshot}))`,
  );
  if (!rows[0]) {
    kept.delete(key);
    return undefined;
  }
  // Most recently asked for last: the first is the one to forget.
  keepSearchPage(key, page);
  searchPages.inc({ source: 'kept' });
  return { items: rows[0].items ?? '', total: page.total, totalIsMinimum: page.totalIsMinimum };
}

/**
 * Housekeeping: the lines of transactions that ended before every snapshot still open are
 * removed, and the horizon says so, in one statement (a reader sees both or neither).
 */
export async function pruneVideoChanges(db: Db) {
  await db.execute(sql`
    with horizon as (
      update video_changes_horizon set below = pg_snapshot_xmin(pg_current_snapshot())
      returning below)
    delete from video_changes where xid < (select below from horizon)`);
}

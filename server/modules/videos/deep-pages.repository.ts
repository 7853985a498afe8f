import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/transaction';
import { inOrder, walkTo } from './video-order';

/**
 * docs/performance.md §5: a page of the whole list this far from both ends is walked to once;
 * after that, a page at or past it walks on from where that page began (its mark). Nearer an
 * end, the index walk is as cheap as a mark.
 */
export const MARKED_DEPTH = 1000;
/** Workspaces with marks kept, least recently read forgotten first; marks kept per workspace. */
const MARKED_WORKSPACES = 1000;
const MARKS_PER_WORKSPACE = 32;

/** Where a marked page began: its first video's place in the order. */
type Mark = {
  displayOrder: number;
  /** As PostgreSQL writes it: to the microsecond, which a Date would lose. */
  createdAt: string;
  id: string;
};

/** A workspace's marks, by the offset of the page each began, for one version of the list. */
interface Marks {
  version: string;
  at: Map<number, Mark>;
}

/** In this process only: another process keeps its own, and the version keeps each true. */
const marksByWorkspace = new Map<string, Marks>();

function nearestMark(workspaceId: string, offset: number, walk: number) {
  const marks = marksByWorkspace.get(workspaceId);
  if (!marks) return undefined;
  let best: { offset: number; mark: Mark } | undefined;
  for (const [at, mark] of marks.at) {
    if (at <= offset && offset - at < walk && (!best || at > best.offset))
      best = { offset: at, mark };
  }
  return best && { ...best, version: marks.version };
}

function remember(workspaceId: string, version: string, offset: number, mark: Mark) {
  const kept = marksByWorkspace.get(workspaceId);
  const marks = kept?.version === version ? kept : { version, at: new Map<number, Mark>() };
  marks.at.delete(offset);
  marks.at.set(offset, mark);
  if (marks.at.size > MARKS_PER_WORKSPACE) marks.at.delete(marks.at.keys().next().value!);
  // Most recently read last: the first is the one to forget.
  marksByWorkspace.delete(workspaceId);
  marksByWorkspace.set(workspaceId, marks);
  if (marksByWorkspace.size > MARKED_WORKSPACES)
    marksByWorkspace.delete(marksByWorkspace.keys().next().value!);
}

type PageRow = Mark & { version: string; items: string | null };
const markOf = ({ displayOrder, createdAt, id }: PageRow): Mark => ({
  displayOrder,
  createdAt,
  id,
});

/** The list's order, as the page's own columns spell it. */
const pageOrder = sql`order by display_order, created_at desc, id`;

/**
 * A page as one row: the workspace's list version, read in the same statement (and so the same
 * snapshot) as the walk, where its first video is in the order (its mark), and its videos' JSON
 * in list order (`videos_json`, migration 0031), however the walk went. No row for an empty page.
 */
const pageRow = (workspaceId: string, walk: SQL) => sql`
  with page as (${walk})
  select coalesce((select version from video_list_versions where workspace_id = ${workspaceId}), 0)::text
           as version,
         first.id::text as id, first.display_order as "displayOrder",
         first.created_at::text as "createdAt",
         videos_json(${workspaceId}, array(select id from page ${pageOrder}), false) as items
    from (select * from page ${pageOrder} limit 1) first`;

/**
 * The JSON of a deep page of the workspace's whole list (no filter, no search), `total` long: from
 * the nearest mark at or before it while the list's version is the mark's, else walked to from the
 * nearer end, and marked.
 */
export async function deepPageJson(
  db: Executor,
  workspaceId: string,
  page: { offset: number; limit: number },
  total: number,
) {
  const walk = walkTo(page, total);
  const near = nearestMark(workspaceId, page.offset, walk.offset);
  if (near) {
    const { displayOrder, createdAt, id } = near.mark;
    // At or after the mark in the order (its time descending): the index starts at its place.
    const { rows } = await db.execute<PageRow>(
      pageRow(
        workspaceId,
        sql`select id, display_order, created_at from videos
             where workspace_id = ${workspaceId} and display_order >= ${displayOrder}
               and (display_order > ${displayOrder} or created_at < ${createdAt}::timestamptz
                    or (created_at = ${createdAt}::timestamptz and id >= ${id}::uuid))
             order by ${inOrder} offset ${page.offset - near.offset} limit ${page.limit}`,
      ),
    );
    if (rows[0]?.version === near.version) {
      remember(workspaceId, near.version, page.offset, markOf(rows[0]));
      return rows[0].items ?? '';
    }
  }
  const { rows } = await db.execute<PageRow>(
    pageRow(
      workspaceId,
      sql`select id, display_order, created_at from videos where workspace_id = ${workspaceId}
           order by ${walk.order} limit ${walk.limit} offset ${walk.offset}`,
    ),
  );
  if (rows[0]) remember(workspaceId, rows[0].version, page.offset, markOf(rows[0]));
  return rows[0]?.items ?? '';
}

import { asc, desc, sql } from 'drizzle-orm';
import { videos } from '@server/db/schema';

/**
 * docs/product.md §9: an import starts at -1000 ascending; reordered videos hold their position.
 */
export const order = [asc(videos.displayOrder), desc(videos.createdAt), asc(videos.id)];
/** The same order from the end: the list's index read backwards. */
const reversed = [desc(videos.displayOrder), asc(videos.createdAt), desc(videos.id)];
export const inOrder = sql.join(order, sql`, `);
const inReverse = sql.join(reversed, sql`, `);

/**
 * How a page is walked to: from the start, or, in the list's second half, from the end (the index
 * read backwards), so no page skips more than half the list. `offset` is how many it skips.
 */
export function walkTo(page: { offset: number; limit: number }, total: number) {
  const fromEnd = 2 * page.offset + page.limit > total;
  const limit = fromEnd ? Math.min(page.limit, total - page.offset) : page.limit;
  const offset = fromEnd ? Math.max(0, total - page.offset - limit) : page.offset;
  return { fromEnd, order: fromEnd ? inReverse : inOrder, limit, offset };
}

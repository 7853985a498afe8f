import { asc, desc, sql } from 'drizzle-orm';
import { videos } from '../../db/schema';

/**
 * docs/product.md §9: an import starts at -1000 ascending; reordered videos hold their position.
 */
export const order = [asc(videos.displayOrder), desc(videos.createdAt), asc(videos.id)];
/** The same order from the end: the list's index read backwards. */
const reversed = [desc(videos.displayOrder), asc(videos.createdAt), desc(videos.id)];
export const inOrder = sql.join(order, sql`, `);
export const inReverse = sql.join(reversed, sql`, `);

import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { uuidArray } from '@server/db/sql-helpers';
import { categories, commentTemplates } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';

export type TemplateRow = typeof commentTemplates.$inferSelect;

const withCategory = { template: commentTemplates, category: categories.name };
/** docs/product.md §9: reordered templates first (high displayOrder), then the newest. */
const order = [
  desc(commentTemplates.displayOrder),
  desc(commentTemplates.createdAt),
  asc(commentTemplates.id),
];

/** `%` and `_` typed by the user are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface TemplateFilter {
  search?: string;
  /** A category id, or `none`. */
  category?: string;
}

function filterWhere(workspaceId: string, filter: TemplateFilter) {
  const conditions: SQL[] = [eq(commentTemplates.workspaceId, workspaceId)];
  const search = filter.search?.trim();
  if (search) {
    conditions.push(
      or(
        ilike(commentTemplates.content, likePattern(search)),
        ilike(categories.name, likePattern(search)),
      )!,
    );
  }
  if (filter.category === 'none') conditions.push(isNull(commentTemplates.categoryId));
  else if (filter.category) conditions.push(eq(commentTemplates.categoryId, filter.category));
  return and(...conditions);
}

export async function listTemplates(
  db: Executor,
  workspaceId: string,
  filter: TemplateFilter = {},
  page?: { offset: number; limit: number },
) {
  const query = db
    .select(withCategory)
    .from(commentTemplates)
    .leftJoin(categories, eq(categories.id, commentTemplates.categoryId))
    .where(filterWhere(workspaceId, filter))
    .orderBy(...order);
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countTemplates(
  db: Executor,
  workspaceId: string,
  filter: TemplateFilter = {},
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(commentTemplates)
    .leftJoin(categories, eq(categories.id, commentTemplates.categoryId))
    .where(filterWhere(workspaceId, filter));
  return row?.n ?? 0;
}

export async function findTemplate(db: Executor, workspaceId: string, id: string) {
  const [row] = await db
    .select(withCategory)
    .from(commentTemplates)
    .leftJoin(categories, eq(categories.id, commentTemplates.categoryId))
    .where(and(eq(commentTemplates.workspaceId, workspaceId), eq(commentTemplates.id, id)))
    .limit(1);
  return row;
}

/** Every template's text, for the similarity rule. */
export async function templateContents(db: Executor, workspaceId: string) {
  return db
    .select({ id: commentTemplates.id, content: commentTemplates.content })
    .from(commentTemplates)
    .where(eq(commentTemplates.workspaceId, workspaceId));
}

const INSERT_CHUNK = 1000;

/** The workspace's templates among `ids`: another workspace's ids match nothing. */
const ownedIn = (workspaceId: string, ids: string[]) =>
  and(
    eq(commentTemplates.workspaceId, workspaceId),
    sql`${commentTemplates.id} = any(${uuidArray(ids)})`,
  );

/**
 * `keepOrder`: the rows are listed in the order given. Rows saved together share the
 * transaction's time, and the list shows the newest first; so each row is made one microsecond
 * older than the one before it, and the tie no longer falls to the random id.
 */
export async function insertTemplates(
  db: Executor,
  values: (typeof commentTemplates.$inferInsert)[],
  { keepOrder = false } = {},
) {
  const ordered = keepOrder
    ? values.map((value, index) => ({
        ...value,
        createdAt: sql`now() - ${index}::int * interval '1 microsecond'`,
      }))
    : values;
  const ids: string[] = [];
  for (let i = 0; i < ordered.length; i += INSERT_CHUNK) {
    const rows = await db
      .insert(commentTemplates)
      .values(ordered.slice(i, i + INSERT_CHUNK))
      .returning({ id: commentTemplates.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

export async function updateTemplate(
  db: Executor,
  workspaceId: string,
  id: string,
  values: Partial<Pick<TemplateRow, 'content' | 'title' | 'categoryId' | 'displayOrder'>>,
) {
  const [row] = await db
    .update(commentTemplates)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(commentTemplates.workspaceId, workspaceId), eq(commentTemplates.id, id)))
    .returning({ id: commentTemplates.id });
  return row;
}

export async function countOwned(db: Executor, workspaceId: string, ids: string[]) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(commentTemplates)
    .where(ownedIn(workspaceId, ids));
  return row?.n ?? 0;
}

export async function deleteTemplates(db: Executor, workspaceId: string, ids: string[]) {
  const rows = await db
    .delete(commentTemplates)
    .where(ownedIn(workspaceId, ids))
    .returning({ id: commentTemplates.id });
  return rows.length;
}

export async function setTemplatesCategory(
  db: Executor,
  workspaceId: string,
  ids: string[],
  categoryId: string | null,
) {
  const rows = await db
    .update(commentTemplates)
    .set({ categoryId, updatedAt: sql`now()` })
    .where(ownedIn(workspaceId, ids))
    .returning({ id: commentTemplates.id });
  return rows.length;
}

/**
 * docs/product.md §9: the template at position p (from 0) gets displayOrder 10000 - p, in one
 * statement.
 */
export async function reorderTemplates(db: Executor, workspaceId: string, ids: string[]) {
  const result = await db.execute(sql`
    update ${commentTemplates} as t
       set display_order = 10000 - (v.ord - 1)::int, updated_at = now()
      from unnest(${uuidArray(ids)}) with ordinality as v(id, ord)
     where t.id = v.id and t.workspace_id = ${workspaceId}`);
  return result.rowCount ?? 0;
}

/** The workspace's templates among `ids`: another workspace's are left out. */
export async function ownedTemplates(db: Executor, workspaceId: string, ids: string[]) {
  return db
    .select({ id: commentTemplates.id, content: commentTemplates.content })
    .from(commentTemplates)
    .where(
      and(
        eq(commentTemplates.workspaceId, workspaceId),
        sql`${commentTemplates.id} = any(${uuidArray(ids)})`,
      ),
    );
}

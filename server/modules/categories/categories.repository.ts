import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { categoryKey } from '@core/rules/category-name';
import { categories } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';

export type CategoryKind = 'video' | 'comment';
export type CategoryRow = typeof categories.$inferSelect;

/** How many things use each category: templates for comment categories, videos for video ones. */
const usage: Record<CategoryKind, () => SQL<number>> = {
  // Spelled out: drizzle leaves column names unqualified in a one-table select.
  comment: () =>
    sql<number>`(select count(*)::int from comment_templates ct where ct.category_id = "categories"."id")`,
  video: () =>
    sql<number>`(select count(*)::int from videos v where v.category_id = "categories"."id")`,
};

export async function listCategories(db: Executor, workspaceId: string, kind: CategoryKind) {
  return db
    .select({ category: categories, count: usage[kind]() })
    .from(categories)
    .where(and(eq(categories.workspaceId, workspaceId), eq(categories.kind, kind)))
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
}

export async function findCategory(
  db: Executor,
  workspaceId: string,
  kind: CategoryKind,
  id: string,
) {
  const [row] = await db
    .select()
    .from(categories)
    .where(
      and(
        eq(categories.workspaceId, workspaceId),
        eq(categories.kind, kind),
        eq(categories.id, id),
      ),
    )
    .limit(1);
  return row;
}

/** The workspace's categories of a kind whose names match, without regard to case. */
export async function findCategoriesByName(
  db: Executor,
  workspaceId: string,
  kind: CategoryKind,
  names: string[],
) {
  if (!names.length) return [];
  const keys = [...new Set(names.map(categoryKey))];
  return db
    .select()
    .from(categories)
    .where(
      and(
        eq(categories.workspaceId, workspaceId),
        eq(categories.kind, kind),
        inArray(sql`lower(${categories.name})`, keys),
      ),
    );
}

export async function categoryNames(db: Executor, workspaceId: string, kind: CategoryKind) {
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.workspaceId, workspaceId), eq(categories.kind, kind)));
  return rows;
}

/** Undefined when the name is taken (the unique index ignores case). */
export async function insertCategory(
  db: Executor,
  values: { workspaceId: string; kind: CategoryKind; name: string },
) {
  const [row] = await db.insert(categories).values(values).onConflictDoNothing().returning();
  return row;
}

export async function renameCategory(db: Executor, workspaceId: string, id: string, name: string) {
  const [row] = await db
    .update(categories)
    .set({ name, updatedAt: sql`now()` })
    .where(and(eq(categories.workspaceId, workspaceId), eq(categories.id, id)))
    .returning();
  return row;
}

export async function deleteCategory(
  db: Executor,
  workspaceId: string,
  kind: CategoryKind,
  id: string,
) {
  const [row] = await db
    .delete(categories)
    .where(
      and(
        eq(categories.workspaceId, workspaceId),
        eq(categories.kind, kind),
        eq(categories.id, id),
      ),
    )
    .returning({ id: categories.id });
  return row;
}

import type { Category } from '@core/api/categories.schema';
import { checkCategoryName, type CategoryNameProblem } from '@core/rules/category-name';
import type { Db } from '@server/db/database';
import { AppError, notFound } from '@server/http/app-error';
import { type Executor, pgErrorCode } from '@server/db/transaction';
import * as repo from './categories.repository';

export function toCategoryDto(row: repo.CategoryRow, count: number): Category {
  return { id: row.id, name: row.name, count, createdAt: row.createdAt.toISOString() };
}

function nameProblem(problem: CategoryNameProblem, name: string) {
  switch (problem) {
    case 'empty':
      return new AppError(400, 'VALIDATION_FAILED', 'name: Category name cannot be empty');
    case 'tooLong':
      return new AppError(400, 'VALIDATION_FAILED', 'name: at most 100 characters');
    case 'taken':
      return categoryExists(name);
  }
}

/** docs/product.md §5's message, with the name shown as typed. */
const categoryExists = (name: string) =>
  new AppError(409, 'CATEGORY_EXISTS', `A category with the name "${name}" already exists.`, name);

export async function listCategories(db: Db, workspaceId: string, kind: repo.CategoryKind) {
  const rows = await repo.listCategories(db, workspaceId, kind);
  return rows.map((r) => toCategoryDto(r.category, r.count));
}

export async function createCategory(
  db: Executor,
  workspaceId: string,
  kind: repo.CategoryKind,
  name: string,
) {
  const others = (await repo.categoryNames(db, workspaceId, kind)).map((c) => c.name);
  const checked = checkCategoryName(name, others);
  if (checked.problem) throw nameProblem(checked.problem, checked.name);
  // Two requests at once can both pass the check; the unique index settles it.
  const row = await repo.insertCategory(db, { workspaceId, kind, name: checked.name });
  if (!row) throw categoryExists(checked.name);
  return toCategoryDto(row, 0);
}

/** A rename checks against the other categories only: re-casing its own name is fine. */
export async function renameCategory(
  db: Db,
  workspaceId: string,
  kind: repo.CategoryKind,
  id: string,
  name: string,
) {
  if (!(await repo.findCategory(db, workspaceId, kind, id))) throw notFound('Category');
  const others = (await repo.categoryNames(db, workspaceId, kind))
    .filter((c) => c.id !== id)
    .map((c) => c.name);
  const checked = checkCategoryName(name, others);
  if (checked.problem) throw nameProblem(checked.problem, checked.name);
  const row = await repo
    .renameCategory(db, workspaceId, id, checked.name)
    .catch((error: unknown) => {
      if (pgErrorCode(error) === '23505') throw categoryExists(checked.name);
      throw error;
    });
  const listed = (await repo.listCategories(db, workspaceId, kind)).find(
    (r) => r.category.id === id,
  );
  return toCategoryDto(row!, listed?.count ?? 0);
}

/** Things in a deleted category stay, without a category. */
export async function deleteCategory(
  db: Db,
  workspaceId: string,
  kind: repo.CategoryKind,
  id: string,
) {
  if (!(await repo.deleteCategory(db, workspaceId, kind, id))) throw notFound('Category');
}

import { NO_CATEGORY } from '@core/rules/category-name';
import type {
  CreateTemplateBody,
  ImportBody,
  Template,
  TemplateQuery,
  UpdateTemplateBody,
} from '@core/api/templates.schema';
import { classifyTemplateRows } from '@core/csv/template-csv';
import { truncate } from '@core/format/text';
import { categoryKey } from '@core/rules/category-name';
import { findSimilar } from '@core/rules/template-similarity';
import type { Db } from '@server/db/database';
import { AppError, notFound } from '@server/http/app-error';
import { logActivity } from '@server/activity/activity.repository';
import * as categoriesRepo from '../categories/categories.repository';
import { categoryFilter } from '../categories/category-filter';
import { type Executor, lockWorkspace, type Tx } from '@server/db/transaction';
import * as repo from './templates.repository';

export function toTemplateDto(row: repo.TemplateRow, category: string | null): Template {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    category,
    categoryId: row.categoryId,
    displayOrder: row.displayOrder,
    createdAt: row.createdAt.toISOString(),
  };
}

const isPaged = (query: TemplateQuery) =>
  query.page !== undefined ||
  query.pageSize !== undefined ||
  query.search !== undefined ||
  query.category !== undefined;

/**
 * Without paging parameters: every template (docs/product.md §7). With any: one page and the total.
 */
export async function listTemplates(db: Db, workspaceId: string, query: TemplateQuery) {
  const filter: repo.TemplateFilter = {
    search: query.search,
    category: categoryFilter(query.category),
  };
  if (!isPaged(query)) {
    const rows = await repo.listTemplates(db, workspaceId);
    return rows.map((r) => toTemplateDto(r.template, r.category));
  }
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 50;
  const [rows, total] = await Promise.all([
    repo.listTemplates(db, workspaceId, filter, { offset: (page - 1) * pageSize, limit: pageSize }),
    repo.countTemplates(db, workspaceId, filter),
  ]);
  return { items: rows.map((r) => toTemplateDto(r.template, r.category)), total, page, pageSize };
}

/** A category given by name: empty, null or `_none` is none; an unknown name is refused. */
async function categoryIdFor(db: Executor, workspaceId: string, name: string | null | undefined) {
  const trimmed = name?.trim();
  if (!trimmed || trimmed === NO_CATEGORY) return null;
  const [found] = await categoriesRepo.findCategoriesByName(db, workspaceId, 'comment', [trimmed]);
  if (!found) {
    throw new AppError(
      400,
      'CATEGORY_NOT_FOUND',
      `There is no category named "${trimmed}".`,
      trimmed,
    );
  }
  return found.id;
}

/**
 * docs/product.md §5: a template similar to another of yours is refused, unless you insist
 * (`force`).
 */
async function refuseSimilar(db: Db, workspaceId: string, content: string, exceptId?: string) {
  const others = (await repo.templateContents(db, workspaceId)).filter((t) => t.id !== exceptId);
  const similar = findSimilar(content, others);
  if (similar) {
    const shown = truncate(similar.content, 80);
    throw new AppError(
      409,
      'TEMPLATE_SIMILAR',
      `A similar template already exists: "${shown}"`,
      shown,
    );
  }
}

async function findOrThrow(db: Db, workspaceId: string, id: string) {
  const found = await repo.findTemplate(db, workspaceId, id);
  if (!found) throw notFound('Template');
  return toTemplateDto(found.template, found.category);
}

export async function createTemplate(
  db: Db,
  workspaceId: string,
  body: CreateTemplateBody,
  force: boolean,
) {
  const content = body.content.trim();
  if (!force) await refuseSimilar(db, workspaceId, content);
  const id = await db.transaction(async (tx) => {
    const categoryId = await categoryIdFor(tx, workspaceId, body.category);
    const [created] = await repo.insertTemplates(tx, [
      // docs/product.md §9: a new template gets displayOrder 0.
      {
        workspaceId,
        content,
        categoryId,
        title: body.title ?? '',
        displayOrder: body.displayOrder ?? 0,
      },
    ]);
    await logActivity(tx, { workspaceId, type: 'comments_added_manual', details: { count: 1 } });
    return created!;
  });
  return findOrThrow(db, workspaceId, id);
}

export async function updateTemplate(
  db: Db,
  workspaceId: string,
  id: string,
  body: UpdateTemplateBody,
  force: boolean,
) {
  await findOrThrow(db, workspaceId, id);
  const content = body.content?.trim();
  if (content !== undefined && !force) await refuseSimilar(db, workspaceId, content, id);
  await repo.updateTemplate(db, workspaceId, id, {
    ...(content !== undefined && { content }),
    ...(body.title !== undefined && { title: body.title }),
    ...(body.displayOrder !== undefined && { displayOrder: body.displayOrder }),
    ...(body.category !== undefined && {
      categoryId: await categoryIdFor(db, workspaceId, body.category),
    }),
  });
  return findOrThrow(db, workspaceId, id);
}

export async function deleteTemplate(db: Db, workspaceId: string, id: string) {
  if (!(await repo.deleteTemplates(db, workspaceId, [id]))) throw notFound('Template');
}

/** All or nothing: one id that is not yours (or not there) and nothing changes. */
async function requireOwned(tx: Tx, workspaceId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  if ((await repo.countOwned(tx, workspaceId, unique)) !== unique.length)
    throw notFound('Template');
  return unique;
}

export async function deleteTemplates(db: Db, workspaceId: string, ids: string[]) {
  return db.transaction(async (tx) => ({
    count: await repo.deleteTemplates(tx, workspaceId, await requireOwned(tx, workspaceId, ids)),
  }));
}

export async function setTemplatesCategory(
  db: Db,
  workspaceId: string,
  ids: string[],
  category: string | null | undefined,
) {
  return db.transaction(async (tx) => {
    const owned = await requireOwned(tx, workspaceId, ids);
    const categoryId = await categoryIdFor(tx, workspaceId, category);
    return { count: await repo.setTemplatesCategory(tx, workspaceId, owned, categoryId) };
  });
}

export async function reorderTemplates(db: Db, workspaceId: string, ids: string[]) {
  if (new Set(ids).size !== ids.length) {
    throw new AppError(400, 'VALIDATION_FAILED', 'ids: each template once');
  }
  return db.transaction(async (tx) => {
    await requireOwned(tx, workspaceId, ids);
    return { count: await repo.reorderTemplates(tx, workspaceId, ids) };
  });
}

/**
 * The CSV import (docs/product.md §5): rows already parsed by the browser are sorted against the
 * saved templates. A dry run only says what would happen; otherwise the new categories, then the
 * new templates, are created in one transaction: a failure leaves nothing half-imported.
 */
export async function importTemplates(db: Db, workspaceId: string, body: ImportBody) {
  const classify = async (tx: Executor) =>
    classifyTemplateRows(body.rows, {
      contents: (await repo.templateContents(tx, workspaceId)).map((t) => t.content),
      categories: (await categoriesRepo.categoryNames(tx, workspaceId, 'comment')).map(
        (c) => c.name,
      ),
    });
  if (body.dryRun) return classify(db);

  return db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    const plan = await classify(tx);
    const fresh = plan.categories.filter((c) => c.isNew);
    for (const { name } of fresh)
      await categoriesRepo.insertCategory(tx, { workspaceId, kind: 'comment', name });
    const ids = new Map(
      (await categoriesRepo.categoryNames(tx, workspaceId, 'comment')).map((c) => [
        categoryKey(c.name),
        c.id,
      ]),
    );
    await repo.insertTemplates(
      tx,
      plan.templates.map((row) => ({
        workspaceId,
        content: row.content,
        categoryId: row.category ? (ids.get(categoryKey(row.category)) ?? null) : null,
        displayOrder: 0,
      })),
      { keepOrder: true },
    );
    if (plan.templates.length) {
      await logActivity(tx, {
        workspaceId,
        type: 'comments_added_csv',
        details: { count: plan.templates.length },
      });
    }
    return {
      created: plan.templates.length,
      duplicates: plan.duplicates.length,
      categoriesCreated: fresh.length,
    };
  });
}

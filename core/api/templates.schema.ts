import { z } from 'zod';
import { CSV_MAX_ROWS, NAME_MAX, PAGE_SIZE_MAX, TEMPLATE_MAX } from './limits';

export const templateSchema = z.object({
  id: z.string(),
  /** docs/product.md §3: always empty. */
  title: z.string(),
  content: z.string(),
  /** The category's name; null: none. */
  category: z.string().nullable(),
  categoryId: z.string().nullable(),
  displayOrder: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type Template = z.infer<typeof templateSchema>;
export const templateListSchema = z.array(templateSchema);

/** The paged form (docs/product.md §7): any of these parameters makes the answer one page. */
export const templateQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).optional(),
  search: z.string().max(500).optional(),
  /** A category id, `_none`, or absent for all. */
  category: z.string().max(100).optional(),
  /** docs/product.md §7: asks for a fresh list; every answer is fresh, so it changes nothing. */
  force: z.string().optional(),
});
export type TemplateQuery = z.infer<typeof templateQuerySchema>;

export const templatePageSchema = z.object({
  items: templateListSchema,
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TemplatePage = z.infer<typeof templatePageSchema>;

const content = z.string().trim().min(1, 'Template content cannot be empty').max(TEMPLATE_MAX);
/** A category by name; empty, null or `_none`: no category. */
const categoryName = z.string().trim().max(NAME_MAX).nullable().optional();

export const createTemplateBodySchema = z.object({
  content,
  category: categoryName,
  title: z.string().max(NAME_MAX).optional(),
  displayOrder: z.number().int().optional(),
});
export type CreateTemplateBody = z.input<typeof createTemplateBodySchema>;

export const updateTemplateBodySchema = z.object({
  content: content.optional(),
  category: categoryName,
  title: z.string().max(NAME_MAX).optional(),
  displayOrder: z.number().int().optional(),
});
export type UpdateTemplateBody = z.input<typeof updateTemplateBodySchema>;

/** `force=true` creates even when a similar template exists (the user confirmed it). */
export const forceQuerySchema = z.object({ force: z.enum(['true', 'false']).optional() });

const ids = z
  .array(z.uuid())
  .min(1)
  .max(PAGE_SIZE_MAX * 10);
export const bulkDeleteBodySchema = z.object({ ids });
export const bulkCategoryBodySchema = z.object({ ids, category: categoryName });
/** The new order, first first: the template at position p gets displayOrder 10000 - p. */
export const reorderBodySchema = z.object({ ids });
export const bulkResultSchema = z.object({ count: z.number().int() });

export const importRowSchema = z.object({
  line: z.number().int().min(1),
  category: z.string().trim().max(NAME_MAX),
  content: z.string().trim().min(1).max(TEMPLATE_MAX),
});
export const importBodySchema = z.object({
  rows: z.array(importRowSchema).min(1).max(CSV_MAX_ROWS),
  /** Classify only: what would be created, what is a duplicate. Nothing is saved. */
  dryRun: z.boolean().optional(),
});
export type ImportBody = z.input<typeof importBodySchema>;

const classifiedRow = importRowSchema.extend({ content: z.string(), category: z.string() });
export const importPreviewSchema = z.object({
  templates: z.array(classifiedRow),
  duplicates: z.array(classifiedRow.extend({ reason: z.enum(['existing', 'file']) })),
  categories: z.array(z.object({ name: z.string(), isNew: z.boolean() })),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.object({
  created: z.number().int(),
  duplicates: z.number().int(),
  categoriesCreated: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

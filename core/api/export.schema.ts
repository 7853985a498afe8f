import { z } from 'zod';

/**
 * docs/security.md §8, "Export my data": one zip of the user's videos, categories, templates,
 * batches and comments, made in the background and downloaded once.
 */
export const EXPORT_STATUSES = ['preparing', 'ready', 'downloaded', 'expired', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** How many rows of each kind the zip holds. */
export const exportCountsSchema = z.object({
  videos: z.number().int(),
  categories: z.number().int(),
  templates: z.number().int(),
  batches: z.number().int(),
  comments: z.number().int(),
});
export type ExportCounts = z.infer<typeof exportCountsSchema>;

export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(EXPORT_STATUSES),
  createdAt: z.iso.datetime(),
  readyAt: z.iso.datetime().nullable(),
  downloadedAt: z.iso.datetime().nullable(),
  /** A ready zip is deleted then if nobody downloaded it. */
  expiresAt: z.iso.datetime().nullable(),
  sizeBytes: z.number().int().nullable(),
  counts: exportCountsSchema.nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** The account page's card: the newest export, if any. */
export const exportStateSchema = z.object({ latest: dataExportSchema.nullable() });
export type ExportState = z.infer<typeof exportStateSchema>;

/** The zip's name when saved. */
export const exportFileName = (createdAt: string) =>
  `multi-comment-manager-export-${createdAt.slice(0, 10)}.zip`;

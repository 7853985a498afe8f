import { z } from 'zod';
import { CSV_MAX_ROWS, LOOKUP_IDS_MAX, NAME_MAX, PAGE_SIZE_MAX } from './limits';

const videoId = z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'an 11-character YouTube video id');
const count = z.number().int().nonnegative().nullable();

/** docs/product.md §3 saved video. `sentCount`: its comments the platform confirmed posted. */
export const videoSchema = z.object({
  id: z.string(),
  videoId: z.string(),
  title: z.string().nullable(),
  thumbnail: z.string().nullable(),
  channelTitle: z.string().nullable(),
  channelId: z.string().nullable(),
  channelThumbnail: z.string().nullable(),
  publishedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  category: z.string().nullable(),
  categoryId: z.string().nullable(),
  isShort: z.boolean(),
  statistics: z.object({ viewCount: count, likeCount: count, commentCount: count }),
  contentDetails: z.object({ duration: z.string().nullable() }),
  displayOrder: z.number().int(),
  url: z.string(),
  sentCount: z.number().int(),
  /** When YouTube last gave its details: on saving, then by the background refresh. */
  detailsRefreshedAt: z.iso.datetime(),
  /** YouTube no longer has it (deleted or private), as the last refresh found. */
  unavailable: z.boolean(),
});
export type Video = z.infer<typeof videoSchema>;
export const videoListSchema = z.array(videoSchema);

/**
 * Any parameter makes the answer one page (docs/product.md §7); none: every video
 * (docs/product.md §7).
 */
export const videoQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).optional(),
  search: z.string().max(500).optional(),
  /** A category id, or `_none`. */
  category: z.string().max(100).optional(),
  /**
   * docs/product.md §2 sent-comments filter: none sent, any sent, or custom min/max (at least 0).
   */
  sent: z.enum(['none', 'any', 'custom']).optional(),
  sentMin: z.coerce.number().int().min(0).optional(),
  sentMax: z.coerce.number().int().min(0).optional(),
});
export type VideoQuery = z.infer<typeof videoQuerySchema>;

export const videoPageSchema = z.object({
  items: videoListSchema,
  total: z.number().int(),
  /**
   * A search counts its matches only so far past the page (docs/performance.md §5): when there are
   * more, `total` is how many were counted and this is true ("more than 1,050").
   */
  totalIsMinimum: z.boolean().optional(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type VideoPage = z.infer<typeof videoPageSchema>;

/** Metadata as the platform gave it (or nothing, when the lookup failed: still saved). */
export const videoMetadataSchema = z.object({
  title: z.string().max(1000).nullable().optional(),
  description: z.string().max(10_000).nullable().optional(),
  thumbnail: z.string().max(2000).nullable().optional(),
  channelTitle: z.string().max(1000).nullable().optional(),
  channelId: z.string().max(100).nullable().optional(),
  publishedAt: z.iso.datetime({ offset: true }).nullable().optional(),
  duration: z.string().max(50).nullable().optional(),
  isShort: z.boolean().optional(),
  viewCount: count.optional(),
  likeCount: count.optional(),
  commentCount: count.optional(),
});

export const importVideoSchema = videoMetadataSchema.extend({
  videoId,
  /** A category name; empty, null or absent: none (docs/product.md §3: a name or null). */
  category: z.string().trim().max(NAME_MAX).nullish(),
});
export type ImportVideo = z.input<typeof importVideoSchema>;

export const importVideosBodySchema = z.object({
  videos: z.array(importVideoSchema).min(1).max(CSV_MAX_ROWS),
  /** Where they came from, for the activity log and the dashboard's counts. */
  source: z.enum(['manual', 'csv']),
});
export type ImportVideosBody = z.input<typeof importVideosBodySchema>;

export const importVideosResultSchema = z.object({
  saved: z.number().int(),
  skippedExisting: z.number().int(),
  categoriesCreated: z.number().int(),
});
export type ImportVideosResult = z.infer<typeof importVideosResultSchema>;

/** Which of these ids are already in the collection (the import preview's Duplicates tab). */
export const checkVideosBodySchema = z.object({
  videoIds: z.array(videoId).min(1).max(CSV_MAX_ROWS),
});
export const checkVideosResultSchema = z.object({ existing: z.array(z.string()) });

export const updateVideoBodySchema = z.object({
  /** A category name, or null (or `_none`) for none. */
  category: z.string().trim().max(NAME_MAX).nullable(),
});
export const channelThumbnailBodySchema = z.object({
  channelThumbnail: z.string().url().max(2000),
});
export const channelThumbnailsBodySchema = z.object({
  channels: z
    .array(z.object({ channelId: z.string().max(100), thumbnail: z.string().url().max(2000) }))
    .min(1)
    .max(500),
});
export const reorderVideosBodySchema = z.object({
  order: z
    .array(z.object({ id: z.uuid(), displayOrder: z.number().int() }))
    .min(1)
    .max(PAGE_SIZE_MAX * 10),
});
export const videoIdsBodySchema = z.object({
  ids: z
    .array(z.uuid())
    .min(1)
    .max(PAGE_SIZE_MAX * 10),
});

/** GET /api/youtube/videos: ids comma-separated (docs/product.md §7), at most 500 per request. */
export const youtubeLookupQuerySchema = z.object({
  id: z.string().max(12 * LOOKUP_IDS_MAX),
  part: z.string().max(200).optional(),
});

/** The platform's own shape, as much as the app reads of it. */
export const youtubeVideoSchema = z.object({
  id: z.string(),
  snippet: z.object({
    title: z.string(),
    description: z.string(),
    channelTitle: z.string(),
    channelId: z.string(),
    publishedAt: z.string().nullable(),
    thumbnails: z.record(z.string(), z.object({ url: z.string() })),
  }),
  statistics: z.object({ viewCount: count, likeCount: count, commentCount: count }),
  contentDetails: z.object({ duration: z.string().nullable() }),
});
export type YouTubeVideo = z.infer<typeof youtubeVideoSchema>;
export const youtubeVideoListSchema = z.object({ items: z.array(youtubeVideoSchema) });

export const youtubeChannelListSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      snippet: z.object({ title: z.string(), thumbnail: z.string().nullable() }),
    }),
  ),
});

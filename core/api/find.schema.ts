import { z } from 'zod';

/**
 * Finding videos to comment on (docs/product.md §2): YouTube's search, its popular charts, and a channel's
 * or a playlist's videos, each filtered by views, likes and Shorts. One schema per request and
 * answer, shared by the server's routes and the web's Find tab.
 */

/**
 * What each way of finding costs in units of the default bucket, per page of up to 50 results. A
 * search page also takes one search (search.list) from the bucket searches have of their own.
 */
export const FIND_COSTS = {
  /** videos.list for the statistics of the page; search.list itself is a search, not units. */
  search: 1,
  /** videos.list chart=mostPopular: statistics come with it. */
  popular: 1,
  /** playlistItems.list (1) and videos.list (1); a channel's handle costs 1 more, once. */
  source: 2,
  /** videoCategories.list. */
  topics: 1,
} as const;

/**
 * What Popular lists: since 2025-07-21 the mostPopular chart returns YouTube's Trending Music,
 * Movies and Gaming charts of a country (YouTube's revision history, 2025-07-10), so its topics
 * are these three categories: Music, Film & Animation, Gaming. Which categories the charts draw on
 * is our reading of that note; Google does not list them.
 */
export const POPULAR_TOPIC_IDS: readonly string[] = ['10', '1', '20'];

const count = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional();

/** The filters every source shares; they apply to the page YouTube returned. */
export const findFiltersSchema = z.object({
  viewsMin: count,
  viewsMax: count,
  likesMin: count,
  likesMax: count,
  shorts: z.enum(['include', 'exclude', 'only']).default('include'),
  pageToken: z.string().max(200).optional(),
});

const regionCode = z
  .string()
  .regex(/^[A-Z]{2}$/, 'a two-letter country code')
  .optional();

export const findSearchQuerySchema = findFiltersSchema.extend({
  q: z.string().trim().min(1).max(200),
  regionCode,
  /** relevanceLanguage: an ISO 639-1 code, or zh-Hans / zh-Hant. */
  language: z
    .string()
    .regex(/^[a-z]{2}(-[A-Za-z]{2,4})?$/)
    .optional(),
  /** videoCategoryId. */
  topic: z
    .string()
    .regex(/^\d{1,4}$/)
    .optional(),
  duration: z.enum(['any', 'short', 'medium', 'long']).default('any'),
  within: z.enum(['any', 'day', 'week', 'month', 'year']).default('any'),
  order: z.enum(['relevance', 'date', 'viewCount']).default('relevance'),
});
export type FindSearchQuery = z.input<typeof findSearchQuerySchema>;

export const findPopularQuerySchema = findFiltersSchema.extend({
  regionCode,
  topic: z
    .string()
    .regex(/^\d{1,4}$/)
    .optional(),
});
export type FindPopularQuery = z.input<typeof findPopularQuerySchema>;

/** A channel link (/@handle, /channel/UC…) or a playlist link, as core/videos/video-source.ts reads it. */
export const findSourceQuerySchema = findFiltersSchema.extend({
  link: z.string().trim().min(1).max(2000),
});
export type FindSourceQuery = z.input<typeof findSourceQuerySchema>;

export const findTopicsQuerySchema = z.object({
  regionCode,
  /** The interface language: en, zh-CN or zh-TW. */
  hl: z.enum(['en', 'zh-CN', 'zh-TW']).default('en'),
});

/** The quota of the credential that pays, after this request. */
export const findQuotaSchema = z.object({
  credentialName: z.string(),
  used: z.number().int(),
  limit: z.number().int(),
  /** Units held back for the comments already confirmed and waiting to be posted today. */
  reservedForPosting: z.number().int(),
  /** What a search may still spend today: limit − used − reservedForPosting, at least 0. */
  left: z.number().int(),
  /** The searches (search.list calls) of the credential today: a bucket of their own. */
  searches: z.object({ used: z.number().int(), limit: z.number().int(), left: z.number().int() }),
  /** When the day's units and searches come back: midnight Pacific time. */
  nextReset: z.iso.datetime(),
});
export type FindQuota = z.infer<typeof findQuotaSchema>;

export const topicListSchema = z.object({
  items: z.array(z.object({ id: z.string(), title: z.string() })),
  /** Units this request spent (videoCategories.list: 1), and the quota after it. */
  spent: z.number().int().optional(),
  quota: findQuotaSchema.optional(),
});
export type TopicList = z.infer<typeof topicListSchema>;

const stat = z.number().int().nonnegative().nullable();

/** A found video, as a card shows it; `saved`: already in the user's collection. */
export const foundVideoSchema = z.object({
  videoId: z.string(),
  title: z.string(),
  thumbnail: z.string().nullable(),
  channelTitle: z.string(),
  channelId: z.string(),
  publishedAt: z.string().nullable(),
  duration: z.string().nullable(),
  isShort: z.boolean(),
  viewCount: stat,
  likeCount: stat,
  commentCount: stat,
  saved: z.boolean(),
});
export type FoundVideo = z.infer<typeof foundVideoSchema>;

export const foundPageSchema = z.object({
  items: z.array(foundVideoSchema),
  /** How many YouTube returned before the filters: "12 of 50 shown". */
  scanned: z.number().int(),
  nextPageToken: z.string().nullable(),
  /** Units this request spent. */
  spent: z.number().int(),
  quota: findQuotaSchema,
  /** For a channel or playlist link: what was listed. */
  source: z.object({ kind: z.enum(['channel', 'playlist']), title: z.string() }).optional(),
});
export type FoundPage = z.infer<typeof foundPageSchema>;

/** GET /api/find/quota: what the next search would cost and what is left, before searching. */
export const findQuotaAnswerSchema = z.object({
  costs: z.object({
    search: z.number().int(),
    popular: z.number().int(),
    source: z.number().int(),
    topics: z.number().int(),
  }),
  /** Null when no channel is connected and the server has no API key: nothing can be found. */
  quota: findQuotaSchema.nullable(),
});
export type FindQuotaAnswer = z.infer<typeof findQuotaAnswerSchema>;

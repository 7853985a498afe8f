import { z } from 'zod';

export const ACTIVITY_TYPES = [
  'comment_posted',
  'comment_failed',
  'comment_pending',
  'account_connected',
  'videos_added_manual',
  'videos_added_csv',
  'comments_added_manual',
  'comments_added_csv',
  'batch_commenting',
  'api_credential_added',
] as const;

export const activitySchema = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  details: z.record(z.string(), z.unknown()).nullable(),
  accountId: z.string().nullable(),
  /** Derived for the list, not stored: the channel's name and the video's title. */
  accountName: z.string().nullable(),
  videoId: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Activity = z.infer<typeof activitySchema>;
export const activityListSchema = z.array(activitySchema);
export const activityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

export const dashboardQuerySchema = z.object({
  /** The user's time zone (IANA), for the per-day chart. */
  tz: z.string().max(64).optional(),
});

/** Posted comments: looked at as others see them, seen by others, their likes and replies. */
const faredSchema = z.object({
  posted: z.number().int(),
  checked: z.number().int(),
  visible: z.number().int(),
  likes: z.number().int(),
  replies: z.number().int(),
});
export type Fared = z.infer<typeof faredSchema>;

export const dashboardSchema = z.object({
  totals: z.object({
    videos: z.number().int(),
    posted: z.number().int(),
    /** Queued, being sent, or being looked for on the platform. */
    pending: z.number().int(),
    failed: z.number().int(),
    /** Sends the platform may or may not have received: the user checks and decides. */
    unconfirmed: z.number().int(),
  }),
  /** How the collection and the templates were filled: by hand or from CSV files. */
  sources: z.object({
    manualVideos: z.number().int(),
    csvVideos: z.number().int(),
    manualComments: z.number().int(),
    csvComments: z.number().int(),
  }),
  /** Comments posted and failed per day, the last 14 days, oldest first. */
  daily: z.array(z.object({ day: z.string(), posted: z.number().int(), failed: z.number().int() })),
  /**
   * docs/visibility.md: how the comments posted in the last 14 days fared, in all and by channel
   * and by template (the 5 most posted of each).
   */
  seen: faredSchema,
  results: z.object({
    channels: z.array(faredSchema.extend({ id: z.string(), name: z.string().nullable() })),
    templates: z.array(faredSchema.extend({ id: z.string(), name: z.string().nullable() })),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

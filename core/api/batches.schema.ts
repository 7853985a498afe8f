import { VISIBILITY_STATES } from '../visibility/visibility-state';
import { z } from 'zod';
import { TEMPLATE_MAX } from './limits';
import { BATCH_STATUSES, COMMENT_STATUSES } from '../posting/states';

export type { CommentStatus } from '../posting/states';
import { FREQUENCY } from '../posting/plan';
import { batchPlanSchema, readinessSchema } from './posting-windows.schema';

const ids = z.array(z.uuid()).min(1).max(5000);
const videoIds = z
  .array(z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'an 11-character YouTube video id'))
  .min(1)
  .max(50_000);

/** What /launch sends: channels, videos, and free text, one template, or several with frequencies. */
export const launchBodySchema = z.object({
  accountIds: ids,
  videoIds,
  mode: z.enum(['single', 'multi']),
  text: z.string().max(TEMPLATE_MAX, 'at most 10,000 characters').optional(),
  templateId: z.uuid().optional(),
  templates: z
    .array(
      z.object({ id: z.uuid(), frequency: z.number().int().min(FREQUENCY.min).max(FREQUENCY.max) }),
    )
    .max(5000)
    .optional(),
  /** docs/schedules.md: start then, not at once (in the future). */
  startAt: z.iso.datetime({ offset: true }).optional(),
  /** The user's IANA zone: the start is shown in it and the plan's days are its dates. */
  timeZone: z.string().min(1).max(64).optional(),
});
export type LaunchBody = z.input<typeof launchBodySchema>;

/**
 * Creating needs the user's explicit yes (docs/responsible-use.md §1): the confirmation screen
 * sends it.
 */
export const createBatchBodySchema = launchBodySchema.extend({ confirmed: z.literal(true) });
export type CreateBatchBody = z.input<typeof createBatchBodySchema>;

const previewText = z.object({
  content: z.string(),
  /** How many times each channel posts it on each video. */
  frequency: z.number().int(),
});

export const batchPreviewSchema = z.object({
  total: z.number().int(),
  perPair: z.number().int(),
  videos: z.number().int(),
  channels: z.array(z.object({ id: z.string(), name: z.string(), comments: z.number().int() })),
  /** The texts as they will be posted, each with its frequency: the first PREVIEW_TEXTS. */
  texts: z.array(previewText),
  /** How many different texts in all (the list above stops at PREVIEW_TEXTS). */
  textCount: z.number().int(),
  quota: z.array(
    z.object({
      credential: z.string(),
      cost: z.number().int(),
      /** Units left today once the comments already queued on this credential are posted. */
      left: z.number().int(),
      /** Units the comments already queued on this credential will spend. */
      queued: z.number().int(),
      /** Comments this credential can post before the reset. */
      fitsToday: z.number().int(),
    }),
  ),
  /**
   * How long until the last comment should be posted, from pacing, quota and what is queued
   * before it: counted from when it begins (`plan.beginsAt`: the start, or its first window), not
   * from now.
   */
  etaSeconds: z.number().int(),
  /** docs/schedules.md: when each channel starts and ends, and how many comments go each day. */
  plan: batchPlanSchema,
  pacingSeconds: z.number().int(),
  /** Batches still going that post from the chosen channels, and their comments still to post. */
  running: z.object({ batches: z.number().int(), comments: z.number().int() }),
  warnings: z.object({
    repeatsPerVideo: z.number().int(),
    widelyUsedTexts: z.array(z.string()),
    quotaShort: z.boolean(),
    pausedAll: z.boolean(),
    /** Planned (channel, video, text) that already wait in a batch still going. */
    duplicates: z.number().int(),
    /** All of them: the same batch is still going. */
    sameAsRunning: z.boolean(),
    /** docs/visibility.md: chosen channels whose comments others have not been seeing. */
    hiddenChannels: z.array(z.string()),
  }),
});
/** The confirmation lists this many texts at most; the rest are counted. */
export const PREVIEW_TEXTS = 20;
export type BatchPreview = z.infer<typeof batchPreviewSchema>;

const checkedVideo = z.object({ videoId: z.string(), title: z.string().nullable() });

/** Before confirming: which of the chosen videos YouTube would refuse comments on. */
export const videoCheckBodySchema = z.object({ videoIds });
export const videoCheckSchema = z.object({
  /** Comments are turned off: videos.list leaves out statistics.commentCount. */
  commentsDisabled: z.array(checkedVideo),
  /** Deleted or private: videos.list leaves them out. */
  notFound: z.array(checkedVideo),
});
export type VideoCheck = z.infer<typeof videoCheckSchema>;

export const batchSchema = z.object({
  id: z.string(),
  mode: z.enum(['single', 'multi', 'api', 'answer']), // answer: docs/replies.md §3
  status: z.enum(BATCH_STATUSES),
  /** Who confirmed it (their person's id); null from before authors were kept, or when gone. */
  createdBy: z.string().nullable(),
  total: z.number().int(),
  /** Comments by status; a status with none is left out. */
  counts: z.partialRecord(z.enum(COMMENT_STATUSES), z.number().int()),
  createdAt: z.iso.datetime(),
  /** docs/schedules.md: a scheduled start (kept once started); null: started at once. */
  startAt: z.iso.datetime().nullable(),
  startTimeZone: z.string().nullable(),
  finishedAt: z.iso.datetime().nullable(),
  /** Null when finished; otherwise the expected time of the last post. */
  eta: z.iso.datetime().nullable(),
  /** docs/schedules.md §6: what was found ready before its start; null: not checked (yet). */
  readiness: readinessSchema.nullable(),
  /** docs/schedules.md §2: channels of the batch outside their windows now, and when they open. */
  waiting: z.array(
    z.object({ accountId: z.string(), name: z.string(), opensAt: z.iso.datetime() }),
  ),
  /**
   * docs/visibility.md: what others see of its posted comments (one batch read alone; absent in
   * lists). `looked`: those a viewer looked at; `day`: as the first look a day after posting
   * found them, once some had it.
   */
  visibility: z
    .object({
      looked: z.number().int(),
      visible: z.number().int(),
      notVisible: z.number().int(),
      day: z.object({ looked: z.number().int(), visible: z.number().int() }).nullable(),
    })
    .optional(),
});
export type Batch = z.infer<typeof batchSchema>;
export const batchListSchema = z.array(batchSchema);

export const batchListQuerySchema = z.object({
  active: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/** A posted comment as others see it, with the time of the last look and of the next. */
export const visibilitySchema = z.object({
  state: z.enum(VISIBILITY_STATES),
  /** Why it cannot be checked (`cannotCheck`): noViewer, onlyAuthor, keyInvalid, noCommentId. */
  reason: z.string().nullable(),
  checkedAt: z.iso.datetime().nullable(),
  /** Null: no more looks. */
  nextCheckAt: z.iso.datetime().nullable(),
});
export type Visibility = z.infer<typeof visibilitySchema>;

export const commentSchema = z.object({
  id: z.string(),
  /** 'answer': into a thread, answering the inbox's reply `replyId` (docs/replies.md §3). */
  kind: z.enum(['comment', 'answer']),
  replyId: z.string().nullable(),
  batchId: z.string().nullable(),
  /**
   * Who confirmed its batch: an editor posts again or records by hand only their own batches'
   * comments (null: no batch, or its author left the workspace).
   */
  batchCreatedBy: z.string().nullable(),
  accountId: z.string().nullable(),
  /** The channel's name (kept after it is disconnected) and picture. */
  accountName: z.string().nullable(),
  accountAvatar: z.string().nullable(),
  accountEmail: z.string().nullable(),
  videoId: z.string(),
  videoTitle: z.string().nullable(),
  videoThumbnail: z.string().nullable(),
  content: z.string(),
  status: z.enum(COMMENT_STATUSES),
  /** What YouTube (Google) said, in its own words, when it refused or failed; never ours. */
  errorMessage: z.string().nullable(),
  /** Why (core/api/failure-reasons.ts): a key of the catalogue the web says in the reader's words. */
  errorReason: z.string().nullable(),
  /** What fills the reason's placeholders (a number of attempts...); null when it has none. */
  errorParams: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  platformCommentId: z.string().nullable(),
  postedAt: z.iso.datetime().nullable(),
  /** When a comment that did not go out stopped: it failed, was cancelled or left unconfirmed. */
  stoppedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  /** What others see of it, once posted (docs/visibility.md); null before. */
  visibility: visibilitySchema.nullable(),
  /** As a viewer last saw them; null until a look found it. */
  likeCount: z.number().int().nullable(),
  replyCount: z.number().int().nullable(),
  /** docs/schedules.md §2: still to post, its channel outside its windows until then; else null. */
  waitingForWindowUntil: z.iso.datetime().nullable(),
  /**
   * Still to post and held until then: its batch's start, a retry's wait or the quota's reset
   * (it goes then at the earliest, at its channel's pace); null when it may go now, or has gone.
   */
  notBefore: z.iso.datetime().nullable(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentListSchema = z.array(commentSchema);

/** A batch's report, page by page in plan order: `after` is the last position already read. */
export const batchReportQuerySchema = z.object({
  after: z.coerce.number().int().min(-1).default(-1),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});
export const batchReportPageSchema = z.array(commentSchema.extend({ position: z.number().int() }));

export const commentQuerySchema = z.object({
  videoId: z.string().max(20).optional(),
  batchId: z.uuid().optional(),
  accountId: z.uuid().optional(),
  status: z.enum(COMMENT_STATUSES).optional(),
  visibility: z.enum(VISIBILITY_STATES).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

/** A reply to one of the user's comments, as YouTube lists it; `isNew`: not seen in the app before. */
export const replySchema = z.object({
  id: z.string(),
  author: z.string(),
  text: z.string(),
  publishedAt: z.string(),
  isNew: z.boolean(),
});
export type Reply = z.infer<typeof replySchema>;
export const replyPageSchema = z.object({
  replies: z.array(replySchema),
  /** The next page (100 replies a page, 1 unit each); null at the end. */
  nextPageToken: z.string().nullable(),
});
export type ReplyPage = z.infer<typeof replyPageSchema>;
export const replyQuerySchema = z.object({ pageToken: z.string().max(200).optional() });

export const createCommentBodySchema = z.object({
  videoId: videoIds.element,
  content: z.string().trim().min(1).max(TEMPLATE_MAX),
  accountId: z.uuid(),
});

/** Only to record a comment posted by hand: shown as "posted manually", never as confirmed. */
export const updateCommentBodySchema = z.object({ status: z.literal('manual') });

/**
 * Post a comment again: an unconfirmed one the user looked for and did not find, or a failed one
 * (the platform refused it, so nothing of it is on YouTube). Sending needs the user's explicit yes.
 */
export const resendCommentBodySchema = z.object({ confirmed: z.literal(true) });

export const youtubeCommentBodySchema = z.object({
  videoId: videoIds.element,
  content: z.string().trim().min(1).max(TEMPLATE_MAX),
  accountId: z.uuid(),
  /** An existing record (POST /api/comments) to post. */
  commentId: z.uuid().optional(),
});
export const youtubeBatchCommentBodySchema = z.object({
  videoIds,
  content: z.string().trim().max(TEMPLATE_MAX).optional(),
  accountId: z.uuid(),
  templateId: z.uuid().optional(),
});

/** A bucket of a credential's daily quota (docs/platform.md §2): what it has used and may use. */
const quotaBucketSchema = z.object({
  /** `default`: the units every call but a search takes; `search`: search.list calls. */
  name: z.enum(['default', 'search']),
  used: z.number().int(),
  limit: z.number().int(),
  left: z.number().int(),
});
export type QuotaBucketUse = z.infer<typeof quotaBucketSchema>;

export const quotaSchema = z.object({
  day: z.string(),
  nextReset: z.iso.datetime(),
  credentials: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** The default bucket's, as before there were buckets. */
      used: z.number().int(),
      limit: z.number().int(),
      left: z.number().int(),
      buckets: z.array(quotaBucketSchema),
    }),
  ),
});
export type Quota = z.infer<typeof quotaSchema>;

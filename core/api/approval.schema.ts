import { z } from 'zod';
import { BLOCKING_CHANGES as BLOCKING, REJECTION_REASON_MAX } from './approval-rules';
import { batchPreviewSchema, batchSchema } from './batches.schema';

/**
 * docs/architecture.md §10: what changed between an editor's confirmation and now, as the approver
 * sees it. `channelsGone` and `quotaGone` stop an approval (nothing is posted); the rest is told.
 */
export const approvalChangeSchema = z.discriminatedUnion('kind', [
  /** Channels of the batch disconnected since: their comments were cancelled. */
  z.object({ kind: z.literal('channelsGone'), names: z.array(z.string()) }),
  /** Credentials with none of today's quota left for the batch's comments. */
  z.object({ kind: z.literal('quotaGone'), credentials: z.array(z.string()) }),
  /** The batch no longer fits today's quota (it did at the confirmation). */
  z.object({ kind: z.literal('quotaShort') }),
  /** Channels that need reconnecting before they can post. */
  z.object({ kind: z.literal('channelsNeedReconnect'), names: z.array(z.string()) }),
  /** Channels whose comments others no longer see, found since. */
  z.object({ kind: z.literal('channelsHidden'), names: z.array(z.string()) }),
  /** Videos removed from the library since. */
  z.object({ kind: z.literal('videosGone'), count: z.number().int() }),
  /** All posting was paused in the settings since. */
  z.object({ kind: z.literal('pausedAll') }),
  /** Its start time has passed: approved now, it starts at once. */
  z.object({ kind: z.literal('startPassed'), startAt: z.iso.datetime() }),
  /**
   * Posting it takes longer or shorter than confirmed, from when it begins (windows, pacing or
   * the work queued before it changed).
   */
  z.object({
    kind: z.literal('etaChanged'),
    beforeSeconds: z.number().int(),
    afterSeconds: z.number().int(),
  }),
]);
export type ApprovalChange = z.infer<typeof approvalChangeSchema>;
export type ApprovalChangeKind = ApprovalChange['kind'];
/** The changes after which approving would post nothing: refused, and said why. */
export const BLOCKING_CHANGES = BLOCKING as readonly ApprovalChangeKind[];

const person = z.object({ id: z.string(), email: z.string() });

/** GET /api/batches/:id/approval: the confirmation the author saw, and the same check now. */
export const batchApprovalSchema = z.object({
  batch: batchSchema,
  /** Who confirmed it; null when their account is gone. */
  author: person.nullable(),
  /** The confirmation as the author saw it; null for a batch that never waited. */
  confirmed: batchPreviewSchema.nullable(),
  /** The same confirmation computed now, while it waits; null once decided. */
  current: batchPreviewSchema.nullable(),
  changes: z.array(approvalChangeSchema),
  /** Who approved or rejected it, when, and why it was rejected. */
  decision: z
    .object({
      by: person.nullable(),
      at: z.iso.datetime(),
      reason: z.string().nullable(),
    })
    .nullable(),
});
export type BatchApproval = z.infer<typeof batchApprovalSchema>;

/** POST /api/batches/:id/approve: said after seeing the approval view, as a launch is confirmed. */
export const approveBodySchema = z.object({ confirmed: z.literal(true) });

export { REJECTION_REASON_MAX } from './approval-rules';
/** POST /api/batches/:id/reject: the author is told why. */
export const rejectBodySchema = z.object({
  reason: z.string().trim().min(1).max(REJECTION_REASON_MAX),
});
export type RejectBody = z.infer<typeof rejectBodySchema>;

/** A batch in the approval queue: who asked, for how much, and from when. */
export const approvalQueueItemSchema = z.object({
  batch: batchSchema,
  author: person.nullable(),
  /** Channels and videos of the confirmation. */
  channels: z.number().int(),
  videos: z.number().int(),
  /** The first text it posts, and how many different texts in all. */
  firstText: z.string().nullable(),
  textCount: z.number().int(),
});
export type ApprovalQueueItem = z.infer<typeof approvalQueueItemSchema>;

/** GET /api/approvals: the workspace's waiting batches, oldest first, and how many in all. */
export const approvalQueueSchema = z.object({
  items: z.array(approvalQueueItemSchema),
  count: z.number().int(),
});
export type ApprovalQueue = z.infer<typeof approvalQueueSchema>;
export const approvalQueueQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** PATCH /api/workspace/settings: what an owner or admin decides for the workspace. */
export const workspaceSettingsSchema = z.object({ approvalRequired: z.boolean() });
export type WorkspaceSettings = z.infer<typeof workspaceSettingsSchema>;
export const workspaceSettingsBodySchema = workspaceSettingsSchema.partial();

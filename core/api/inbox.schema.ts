import { z } from 'zod';
import { COMMENT_STATUSES } from '../posting/states';
import { TEMPLATE_MAX } from './limits';

/** docs/replies.md: a page of the inbox holds at most this many replies. */
export const INBOX_PAGE_MAX = 100;

/** GET /api/inbox: newest first; `before` continues after the last reply of a page. */
export const inboxQuerySchema = z.object({
  unread: z.enum(['true', 'false']).optional(),
  /** Only replies no answer of ours came after in their thread. */
  waiting: z.enum(['true', 'false']).optional(),
  accountId: z.string().uuid().optional(),
  /** Only replies given to this member ("Given to me"). */
  assigneeId: z.string().uuid().optional(),
  /** The platform's id of the video the comment is on. */
  videoId: z.string().min(1).max(20).optional(),
  batchId: z.string().uuid().optional(),
  templateId: z.string().uuid().optional(),
  before: z.string().uuid().optional(),
  limit: z.coerce.number().int().min(1).max(INBOX_PAGE_MAX).default(50),
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;

export const inboxReplySchema = z.object({
  id: z.string(),
  author: z.string(),
  content: z.string(),
  publishedAt: z.string(),
  readAt: z.string().nullable(),
  handledAt: z.string().nullable(),
  assigneeId: z.string().nullable(),
  /** The workspace's posted comment it answers, and where. */
  comment: z.object({
    id: z.string(),
    content: z.string(),
    videoId: z.string(),
    videoTitle: z.string().nullable(),
    accountId: z.string().nullable(),
    channelTitle: z.string().nullable(),
    batchId: z.string().nullable(),
  }),
});
export type InboxReply = z.infer<typeof inboxReplySchema>;

export const inboxPageSchema = z.object({
  replies: z.array(inboxReplySchema),
  /** Replies no one here has read yet, in the whole inbox. */
  unread: z.number().int(),
  /** The `before` of the next page; null at the end. */
  nextBefore: z.string().nullable(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

/** PATCH /api/inbox/:id: what the workspace did with a reply. */
export const updateInboxReplyBodySchema = z
  .object({
    read: z.boolean().optional(),
    handled: z.boolean().optional(),
    /** A member to handle it; null: no one. */
    assigneeId: z.string().uuid().nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Say what changes: read, handled or assigneeId.',
  });
export type UpdateInboxReply = z.infer<typeof updateInboxReplyBodySchema>;

/**
 * POST /api/inbox/:id/answer (docs/replies.md §3): a text or a template, from the channel that
 * wrote the comment unless another is named; `confirmed` is the person's yes, as for a batch.
 * /answer/preview takes the same without it and answers the confirmation.
 */
const answerFields = z.object({
  content: z.string().trim().min(1).max(TEMPLATE_MAX).optional(),
  templateId: z.string().uuid().optional(),
  accountId: z.string().uuid().optional(),
});
const oneText = {
  check: (body: z.infer<typeof answerFields>) =>
    (body.content === undefined) !== (body.templateId === undefined),
  message: 'Send the answer as content or as templateId, one of the two.',
};
export const answerPreviewBodySchema = answerFields.refine(oneText.check, oneText.message);
export type AnswerPreviewBody = z.infer<typeof answerPreviewBodySchema>;
export const answerBodySchema = answerFields
  .extend({ confirmed: z.literal(true) })
  .refine(oneText.check, oneText.message);
export type AnswerBody = z.infer<typeof answerBodySchema>;

/** GET /api/inbox/count: what the navigation shows. */
export const inboxCountSchema = z.object({
  unread: z.number().int(),
  /** Whether the workspace has any reply at all: the inbox is offered only then. */
  any: z.boolean(),
});
export type InboxCount = z.infer<typeof inboxCountSchema>;

/** One reply of a thread as kept: others' and ours (an answer of the workspace's channels). */
export const threadReplySchema = z.object({
  id: z.string(),
  author: z.string(),
  content: z.string(),
  publishedAt: z.string(),
  ours: z.boolean(),
  readAt: z.string().nullable(),
  handledAt: z.string().nullable(),
  assigneeId: z.string().nullable(),
});
export type ThreadReply = z.infer<typeof threadReplySchema>;

/**
 * GET /api/inbox/:id/thread: the thread a reply is in, as kept (no unit spent): the workspace's
 * comment, every reply oldest first, and the answers not posted (yet): waiting, failed, unconfirmed.
 */
export const inboxThreadSchema = z.object({
  comment: inboxReplySchema.shape.comment.extend({
    platformCommentId: z.string().nullable(),
    /** YouTube stopped showing the thread to the viewer: its replies are not read any more. */
    unreadableAt: z.string().nullable(),
  }),
  replies: z.array(threadReplySchema),
  answers: z.array(
    z.object({
      id: z.string(),
      batchId: z.string().nullable(),
      replyId: z.string().nullable(),
      content: z.string(),
      status: z.enum(COMMENT_STATUSES),
      channelTitle: z.string().nullable(),
      errorReason: z.string().nullable(),
      errorMessage: z.string().nullable(),
    }),
  ),
});
export type InboxThread = z.infer<typeof inboxThreadSchema>;

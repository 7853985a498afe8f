import { and, eq } from 'drizzle-orm';
import type { AnswerPreviewBody } from '@core/api/inbox.schema';
import type { LaunchBody } from '@core/api/batches.schema';
import { comments, replies } from '@server/db/schema';
import { AppError, notFound } from '@server/http/app-error';
import type { BatchActor } from '../batches/batch-actor';
import { createBatch } from '../batches/batch-create.service';
import type { BatchDeps } from '../batches/batch-deps';
import { previewBatch } from '../batches/batch-preview.service';
import { ownedAccounts } from '../channels/channels.repository';
import { listComments } from '../comments/comments.service';
import { updateReply } from './inbox.repository';

/**
 * docs/replies.md §3: an answer to a reply of the inbox is a batch of one comment (mode
 * `answer`) in the reply's thread, on the same engine as every comment: the confirmation, the
 * channel's pacing and windows, the caps and the quota, the workspace's approval, exactly once.
 */

/** The comment the workspace's reply `replyId` is in (its thread's parent); 404 "Reply" otherwise. */
async function parentOf(deps: BatchDeps, workspaceId: string, replyId: string) {
  const [row] = await deps.db
    .select({
      replyId: replies.id,
      parentId: comments.platformCommentId,
      accountId: comments.accountId,
      videoId: comments.videoId,
    })
    .from(replies)
    .innerJoin(comments, eq(comments.id, replies.commentId))
    .where(and(eq(replies.workspaceId, workspaceId), eq(replies.id, replyId)));
  if (!row?.parentId) throw notFound('Reply');
  return { ...row, parentId: row.parentId };
}

const unavailable = (why: 'gone' | 'paused' | 'reconnect', message: string) =>
  new AppError(409, 'ANSWER_CHANNEL', message, why);

/**
 * The channel that answers: the one named, or the one that wrote the comment. Refused, sending
 * nothing, when it is disconnected, paused or needs reconnecting: an answer queued behind a
 * channel that cannot post would wait without saying so.
 */
async function answeringChannel(
  deps: BatchDeps,
  workspaceId: string,
  named: string | undefined,
  wrote: string | null,
) {
  const accountId = named ?? wrote;
  if (!accountId) {
    throw unavailable(
      'gone',
      'The channel that wrote this comment is disconnected: pick another connected channel to answer from.',
    );
  }
  const [channel] = await ownedAccounts(deps.db, workspaceId, [accountId]);
  if (!channel) throw notFound('Channel');
  if (channel.status !== 'active') {
    throw unavailable('reconnect', 'This channel needs reconnecting before it can answer.');
  }
  if (channel.postingPaused) {
    throw unavailable('paused', 'Posting is paused for this channel: resume it, or pick another.');
  }
  return channel.id;
}

/** The answer as a launch of one channel on the thread's video. */
async function launchOf(
  deps: BatchDeps,
  workspaceId: string,
  replyId: string,
  body: AnswerPreviewBody,
) {
  const thread = await parentOf(deps, workspaceId, replyId);
  const accountId = await answeringChannel(deps, workspaceId, body.accountId, thread.accountId);
  const launch: LaunchBody = {
    accountIds: [accountId],
    videoIds: [thread.videoId],
    mode: 'single',
    ...(body.templateId ? { templateId: body.templateId } : { text: body.content }),
  };
  return { thread, launch };
}

/** What answering would do, before the person says yes: the batch's confirmation. */
export async function previewAnswer(
  deps: BatchDeps,
  workspaceId: string,
  replyId: string,
  body: AnswerPreviewBody,
) {
  const { launch } = await launchOf(deps, workspaceId, replyId, body);
  return previewBatch(deps, workspaceId, launch);
}

/** Queues the answer (or puts it before an approver) and returns its row, as Reports shows it. */
export async function answerReply(
  deps: BatchDeps,
  actor: BatchActor,
  replyId: string,
  body: AnswerPreviewBody,
) {
  const { workspaceId } = actor;
  const { thread, launch } = await launchOf(deps, workspaceId, replyId, body);
  const batch = await createBatch(deps, actor, launch, 'answer', {
    parentId: thread.parentId,
    replyId,
  });
  // Answering it is reading it; handled once the answer is posted (send-result.repository.ts).
  await updateReply(deps.db, workspaceId, replyId, { read: true });
  const [answer] = await listComments(deps.db, workspaceId, { batchId: batch.id, limit: 1 });
  return answer!;
}

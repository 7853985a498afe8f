import type { Comment } from '@core/api/batches.schema';
import { RESENDABLE_COMMENT_STATUSES, STOPPED_COMMENT_STATUSES } from '@core/posting/states';
import { cannotPostAgain } from '@core/rules/post-again';
import * as batchState from '@server/batch-state/batch-state';
import type { Db } from '@server/db/database';
import { AppError, forbidden, notFound } from '@server/http/app-error';
import { transactionRetryingDeadlock, type Tx } from '@server/db/transaction';
import { mayControl, type BatchActor } from '../batches/batch-actor';
import { ownedAccounts } from '../channels/channels.repository';
import { windowsDto } from '../posting-windows/posting-windows-dto';
import * as repo from './comments.repository';

type Listed = Awaited<ReturnType<typeof repo.listComments>>[number];

/**
 * docs/schedules.md §2: a comment due now whose channel is outside its windows (one waiting for
 * its batch's start or a retry is waiting for that, not for the window).
 */
function waitingUntil(row: Listed) {
  const now = new Date();
  const due = row.comment.status === 'pending' && row.comment.nextAttemptAt <= now;
  return due ? windowsDto(row, now).opensAt : null;
}

/** A comment still to post whose time has not come: its batch's start, a retry, the reset. */
function heldUntil(c: Listed['comment']) {
  return c.status === 'pending' && c.nextAttemptAt > new Date()
    ? c.nextAttemptAt.toISOString()
    : null;
}

function toDto(row: Listed): Comment {
  const c = row.comment;
  return {
    id: c.id,
    kind: c.parentPlatformCommentId ? 'answer' : 'comment',
    replyId: c.replyId,
    batchId: c.batchId,
    batchCreatedBy: row.batchCreatedBy,
    accountId: c.accountId,
    accountName: row.accountName,
    accountAvatar: row.accountAvatar,
    accountEmail: row.accountEmail,
    videoId: c.videoId,
    videoTitle: row.videoTitle,
    videoThumbnail: row.videoThumbnail,
    content: c.content,
    status: c.status,
    errorMessage: c.errorMessage,
    errorReason: c.errorReason,
    errorParams: c.errorParams,
    platformCommentId: c.platformCommentId,
    postedAt: c.postedAt?.toISOString() ?? null,
    // A row changes for the last time when it stops; each change stamps updatedAt.
    stoppedAt: (STOPPED_COMMENT_STATUSES as readonly string[]).includes(c.status)
      ? c.updatedAt.toISOString()
      : null,
    createdAt: c.createdAt.toISOString(),
    visibility: c.visibility && {
      state: c.visibility,
      reason: c.visibilityReason,
      checkedAt: c.visibilityCheckedAt?.toISOString() ?? null,
      nextCheckAt: c.visibilityNextAt?.toISOString() ?? null,
    },
    likeCount: c.likeCount,
    replyCount: c.replyCount,
    waitingForWindowUntil: waitingUntil(row),
    notBefore: heldUntil(c),
  };
}

export async function listComments(
  db: Db,
  workspaceId: string,
  filter: repo.CommentFilter & { limit?: number },
) {
  return (await repo.listComments(db, workspaceId, filter, filter.limit ?? 100)).map(toDto);
}

/** A page of a batch's report, in plan order (each comment carries its `position`). */
export async function batchReportPage(
  db: Db,
  workspaceId: string,
  batchId: string,
  page: { after: number; limit: number },
) {
  const rows = await repo.batchComments(db, workspaceId, batchId, page.after, page.limit);
  return rows.map((row) => ({ ...toDto(row), position: row.comment.position }));
}

export async function getComment(db: Db, workspaceId: string, id: string) {
  const [row] = await repo.listComments(db, workspaceId, { id }, 1);
  if (!row) throw notFound('Comment');
  return toDto(row);
}

/**
 * Refuses (403) posting again or recording by hand a comment of another's batch to an editor
 * (batch-actor.ts mayControl); another workspace's comment is 404.
 */
export async function assertMaySettle(db: Db, actor: BatchActor, id: string) {
  const comment = await getComment(db, actor.workspaceId, id);
  if (comment.batchId && !mayControl(actor, comment.batchCreatedBy)) throw forbidden();
}

/** docs/product.md §7 POST /api/comments: a record only; nothing is queued for posting. */
export async function createComment(
  db: Db,
  workspaceId: string,
  body: { videoId: string; content: string; accountId: string },
) {
  if (!(await ownedAccounts(db, workspaceId, [body.accountId])).length) throw notFound('Channel');
  const { id } = await repo.insertComment(db, { workspaceId, ...body });
  return getComment(db, workspaceId, id);
}

/** Records that the user posted this comment by hand: "posted manually", never "posted". */
export async function markPostedManually(db: Db, workspaceId: string, id: string) {
  await getComment(db, workspaceId, id);
  if (!(await repo.markManual(db, workspaceId, id))) {
    throw new AppError(
      409,
      'COMMENT_STATE',
      'Only a comment that was not posted (failed, cancelled, unconfirmed, or not queued) can be recorded as posted by hand.',
    );
  }
  return getComment(db, workspaceId, id);
}

/**
 * Posts a comment again, on the user's word: a failed one (the platform refused it, so nothing of
 * it is on YouTube), or an unconfirmed one the user looked for and did not find ("I checked: post
 * it again"). Queued again in its batch, which goes on if it had ended; never in a cancelled one.
 */
/** What posting a comment again needs: the database, and a way to wake an in-process worker. */
export interface ResendDeps {
  db: Db;
  onBatchCreated?: () => void;
}

/**
 * An editor's re-post where the workspace asks for approval: moves the comment, queued again, into
 * a batch of its own that waits (server/modules/batches/batch-repost.service.ts).
 */
export type RepostForApproval = (tx: Tx, commentId: string) => Promise<void>;

/** A cancelled batch's comments are not posted any more, by approval or not. */
const batchCancelled = () =>
  new AppError(
    409,
    'BATCH_STATE',
    'The batch was cancelled: its comments are not posted any more.',
    'cancelled',
  );

/**
 * The workspace's comment `id`, locked, if it may be posted again: failed or unconfirmed, of a
 * batch, and not of those that cannot succeed.
 */
async function resendable(tx: Tx, workspaceId: string, id: string) {
  const row = await repo.lockComment(tx, workspaceId, id);
  if (!row) throw notFound('Comment');
  if (!(RESENDABLE_COMMENT_STATUSES as readonly string[]).includes(row.status) || !row.batchId) {
    throw new AppError(
      409,
      'COMMENT_STATE',
      'Only a failed or unconfirmed comment of a batch can be posted again.',
    );
  }
  const hopeless = cannotPostAgain(row);
  if (hopeless) {
    throw new AppError(
      409,
      'CANNOT_POST_AGAIN',
      'This comment cannot be posted again: its channel was disconnected, or the video is gone or takes no comments.',
      hopeless,
    );
  }
  return { ...row, batchId: row.batchId };
}

/**
 * Refuses, before a re-post for approval is prepared (batch-repost.service.ts), what
 * resendComment would refuse: the preparation would otherwise answer for it (a channel gone, as
 * "nothing to post").
 */
export async function assertResendable(db: Db, workspaceId: string, id: string) {
  await db.transaction(async (tx) => {
    const row = await resendable(tx, workspaceId, id);
    if (await batchState.isCancelled(tx, row.batchId)) throw batchCancelled();
  });
}

export async function resendComment(
  deps: ResendDeps,
  workspaceId: string,
  id: string,
  forApproval?: RepostForApproval,
) {
  await transactionRetryingDeadlock(deps.db, async (tx) => {
    const row = await resendable(tx, workspaceId, id);
    if (forApproval) {
      if (await batchState.isCancelled(tx, row.batchId)) throw batchCancelled();
      await repo.requeueForResend(tx, id);
      await forApproval(tx, id);
      return;
    }
    if (!(await batchState.reopen(tx, row.batchId))) throw batchCancelled();
    await repo.requeueForResend(tx, id);
  });
  if (!forApproval) deps.onBatchCreated?.();
  return getComment(deps.db, workspaceId, id);
}

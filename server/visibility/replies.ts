import { and, eq, sql } from 'drizzle-orm';
import type { ReplyPage } from '@core/api/batches.schema';
import { READ_COST } from '@core/posting/quota-day';
import type { ChannelDeps } from '../channel-access/channel-access';
import { comments } from '../db/schema';
import { AppError, notFound } from '../http/app-error';
import { PlatformError } from '../platform/platform-error';
import type { LedgerDeps } from '../quota-ledger/paid-reads';
import { keepReplies, ourChannelIds } from './kept-replies.repository';
import { viewersOf, withViewer } from './viewers';

/**
 * A page of a posted comment's replies, newest first (docs/visibility.md), read on demand: 1
 * unit a page, paid like every read. Replies are public, so any viewer may read them. Those
 * published since the user last opened them are marked new; opening the first page marks them
 * seen.
 */
export async function listReplies(
  deps: ChannelDeps & LedgerDeps,
  workspaceId: string,
  commentId: string,
  pageToken?: string,
): Promise<ReplyPage> {
  const [comment] = await deps.db
    .select({ platformId: comments.platformCommentId, seenAt: comments.repliesSeenAt })
    .from(comments)
    .where(and(eq(comments.workspaceId, workspaceId), eq(comments.id, commentId)));
  if (!comment) throw notFound('Comment');
  if (!comment.platformId)
    throw new AppError(
      409,
      'COMMENT_STATE',
      'This comment is not on YouTube, so it has no replies.',
    );
  const { viewers } = await viewersOf(deps, workspaceId);
  const viewer = viewers[0];
  if (!viewer)
    throw new AppError(
      409,
      'NO_PLATFORM_ACCESS',
      'Connect a channel or give a key for checks in Settings: replies are read through them.',
    );
  const now = new Date();
  let page;
  try {
    page = await withViewer(deps, workspaceId, viewer, (session, ledger) =>
      ledger.call(READ_COST, () => session.calls.replyPage(comment.platformId!, pageToken)),
    );
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    const status = error.kind === 'permanent' ? 404 : 503;
    throw new AppError(
      status,
      'PLATFORM_UNAVAILABLE',
      `YouTube did not list the replies: ${error.message}`,
    );
  }
  // What was read is kept for the inbox (docs/replies.md), at no further unit.
  await keepReplies(
    deps.db,
    workspaceId,
    commentId,
    page.items,
    await ourChannelIds(deps.db, workspaceId),
  );
  if (!pageToken)
    await deps.db
      .update(comments)
      .set({ repliesSeenAt: sql`${now.toISOString()}::timestamptz` })
      .where(eq(comments.id, commentId));
  const seenAt = comment.seenAt?.getTime() ?? -Infinity;
  return {
    replies: page.items.map((reply) => ({
      ...reply,
      isNew: Date.parse(reply.publishedAt) > seenAt,
    })),
    nextPageToken: page.nextPageToken,
  };
}

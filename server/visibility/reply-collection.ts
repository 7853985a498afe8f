import { READ_COST } from '@core/posting/quota-day';
import { AppError } from '../http/app-error';
import { PlatformError } from '../platform/platform-error';
import { REPLY_PAGE_SIZE } from '../platform/viewer-calls';
import {
  grownThreads,
  keepReplies,
  markThreadRead,
  keptCount,
  markThreadUnreadable,
  ourChannelIds,
  type Thread,
} from './kept-replies.repository';
import { withViewer, type Viewer } from './viewers';
import type { Round } from './visibility-round';

/**
 * docs/replies.md §1: the threads whose reply count grew since their replies were last read are
 * read in the background, after the round's looks and within the same daily ceiling, newest
 * comments first: `comments.list?parentId=`, a unit a page of up to 100, newest replies first,
 * until a page reaches replies already kept. A thread YouTube no longer shows is said so
 * (`replies_unreadable_at`) and not read again.
 */

/** Threads taken at a time. */
const THREADS_PER_ROUND = 50;
/** A thread read further than this in one round waits for the next for the rest. */
const PAGES_PER_THREAD = 10;

type Step = 'read' | 'stop' | 'next';

/**
 * Reads one thread's new replies; 'stop' when the round can spend nothing more. The pages its
 * grown count needs are taken from the ceiling before the first call (a thread is read whole or
 * not at all, never begun on one day and re-read from its start the next), and what was not
 * spent is given back.
 */
async function readThread(
  round: Round,
  viewer: Viewer,
  thread: Thread,
  ours: Set<string>,
): Promise<Step> {
  const { deps, workspaceId } = round;
  const unread = Math.max(1, thread.replyCount - (await keptCount(deps.db, thread)));
  const pages = Math.min(PAGES_PER_THREAD, Math.ceil(unread / REPLY_PAGE_SIZE));
  if (round.outcome.units + pages * READ_COST > round.units || !round.keepGoing()) return 'stop';
  if (!(await round.allowance.take(pages * READ_COST))) {
    round.outcome.stoppedBy = 'ceiling';
    return 'stop';
  }
  let spent = 0;
  const giveBackUnspent = () => round.allowance.giveBack((pages - spent) * READ_COST);
  let pageToken: string | undefined;
  while (spent < pages) {
    let read;
    try {
      spent += 1;
      read = await withViewer(deps, workspaceId, viewer, (session, ledger) =>
        ledger.call(READ_COST, () => session.calls.replyPage(thread.platformId, pageToken)),
      );
    } catch (error) {
      // Refused before leaving: that page was not paid either.
      if (error instanceof AppError && error.code === 'READ_QUOTA_SHORT') spent -= 1;
      await giveBackUnspent();
      return afterFailedRead(round, thread, error);
    }
    const kept = await keepReplies(deps.db, workspaceId, thread.id, read.items, ours);
    if (!read.nextPageToken) break;
    // Newest first: a page with a reply already kept reached what an earlier reading read.
    if (kept < read.items.length && (await keptCount(deps.db, thread)) >= thread.replyCount) break;
    pageToken = read.nextPageToken;
  }
  await giveBackUnspent();
  await markThreadRead(deps.db, thread);
  return 'read';
}

async function afterFailedRead(round: Round, thread: Thread, error: unknown): Promise<Step> {
  if (error instanceof AppError && error.code === 'READ_QUOTA_SHORT') {
    round.outcome.stoppedBy = 'quota';
    return 'stop';
  }
  if (!(error instanceof PlatformError)) throw error;
  if (error.kind === 'permanent' && error.reason === 'commentNotFound') {
    await markThreadUnreadable(round.deps.db, thread);
    return 'next';
  }
  // The viewer failed (network, a key refused, a spent quota): the next round tries again.
  return 'stop';
}

/** The grown threads of the round's workspace, read with the first viewer still able. */
export async function collectReplies(round: Round, able: readonly Viewer[]) {
  const viewer = able[0];
  if (!viewer || round.outcome.units >= round.units) return;
  const threads = await grownThreads(round.deps.db, round.workspaceId, THREADS_PER_ROUND);
  if (!threads.length) return;
  const ours = await ourChannelIds(round.deps.db, round.workspaceId);
  for (const thread of threads) {
    if ((await readThread(round, viewer, thread, ours)) === 'stop') return;
  }
}

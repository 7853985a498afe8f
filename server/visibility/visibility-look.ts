import { READ_COST, readUnits } from '@core/posting/quota-day';
import { nextLook } from '@core/visibility/check-schedule';
import { lookCounts, nextVisibility, type Sighting } from '@core/visibility/visibility-state';
import type { ChannelDeps } from '../channel-access/channel-access';
import { AppError } from '../http/app-error';
import type { CommentThread } from '../platform/platform.types';
import type { LedgerDeps } from '../quota-ledger/paid-reads';
import { withViewer, type Viewer } from './viewers';
import type { DueLook, LookResult } from './visibility.repository';

/*
 * One look at up to 50 comments as a viewer (docs/visibility.md): the calls it pays for, and what
 * each comment's look then records.
 */

/** A comment nobody may look at yet is tried again after this (or at once, when that changes). */
const CANNOT_CHECK_AGAIN_MS = 60 * 60_000;

/** The user's daily ceiling on check units, as one round takes and gives back. */
export interface Allowance {
  take(units: number): Promise<boolean>;
  giveBack(units: number): Promise<void>;
}

/** What one viewer saw of up to 50 comments: the threads listed. */
interface Seen {
  threads: Map<string, CommentThread>;
}

/**
 * Videos known this round to be up (true: there, comments on) or not: a video is asked about once
 * a round, however many of its comments are missing.
 */
export type VideosUp = Map<string, boolean>;

/**
 * Pays for and makes the viewer's calls: commentThreads.list for the comments, then, for those
 * not listed, videos.list to tell a hidden comment from a video gone or closed to comments.
 */
export async function look(
  deps: ChannelDeps & LedgerDeps,
  userId: string,
  viewer: Viewer,
  batch: DueLook[],
  allowance: Allowance,
  videosUp: VideosUp,
): Promise<Seen> {
  return withViewer(deps, userId, viewer, async ({ calls, listVideos }, ledger) => {
    const listed = await ledger.call(READ_COST, () =>
      calls.threadsById(batch.map((due) => due.platformCommentId)),
    );
    const threads = new Map(listed.map((thread) => [thread.commentId, thread]));
    // A comment others see proves its video is there with comments on.
    for (const due of batch)
      if (threads.has(due.platformCommentId)) videosUp.set(due.videoId, true);
    const unknown = [
      ...new Set(
        batch
          .filter((due) => !threads.has(due.platformCommentId) && !videosUp.has(due.videoId))
          .map((due) => due.videoId),
      ),
    ];
    if (!unknown.length) return { threads };
    const units = readUnits(unknown.length);
    if (!(await allowance.take(units))) return { threads };
    let videos;
    try {
      videos = await ledger.call(units, () => listVideos(unknown));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Refused before leaving (no quota left): the unlisted are looked at again later.
      await allowance.giveBack(units);
      return { threads };
    }
    // YouTube leaves out statistics.commentCount of a video whose comments are turned off.
    const up = new Set(videos.filter((v) => v.id && v.commentCount != null).map((v) => v.id));
    for (const id of unknown) videosUp.set(id, up.has(id));
    return { threads };
  });
}

/** What each comment's look found, from what the viewer saw. */
function sightingOf(due: DueLook, seen: Seen, videosUp: VideosUp): Sighting {
  const thread = seen.threads.get(due.platformCommentId);
  if (thread) return { kind: 'listed', likeCount: thread.likeCount, replyCount: thread.replyCount };
  const up = videosUp.get(due.videoId);
  // Not known: its video could not be asked about (the ceiling); looked at again later.
  if (up === undefined) return { kind: 'failed' };
  return up ? { kind: 'missing' } : { kind: 'videoUnavailable' };
}

function resultOf(
  due: DueLook,
  sighting: Sighting,
  delaysMs: readonly number[],
  now: Date,
): LookResult | undefined {
  if (!lookCounts(sighting)) return undefined;
  const visibility = nextVisibility(due.visibility, due.seenVisible, sighting);
  const next = nextLook(due.postedAt, due.looks + 1, now, delaysMs);
  const listed = sighting.kind === 'listed' ? sighting : undefined;
  return {
    id: due.id,
    look: due.looks,
    visibility,
    reason: sighting.kind === 'cannotCheck' ? sighting.reason : null,
    seenVisible: due.seenVisible || visibility === 'visible',
    likeCount: listed?.likeCount ?? null,
    replyCount: listed?.replyCount ?? null,
    nextAt: next?.at ?? null,
    looks: next?.look ?? delaysMs.length,
  };
}

/** Nobody may look: the comment says why, and is tried again later (at once once that changes). */
export const cannotCheck = (due: DueLook, reason: string, now: Date): LookResult => ({
  id: due.id,
  look: null,
  visibility: 'cannotCheck',
  reason,
  seenVisible: due.seenVisible,
  likeCount: null,
  replyCount: null,
  nextAt: new Date(now.getTime() + CANNOT_CHECK_AGAIN_MS),
  looks: due.looks,
});

/** What the look at each comment of `batch` found, to be recorded; none for a look that failed. */
export const resultsOf = (
  batch: DueLook[],
  seen: Seen,
  videosUp: VideosUp,
  delaysMs: readonly number[],
  now: Date,
) => batch.flatMap((due) => resultOf(due, sightingOf(due, seen, videosUp), delaysMs, now) ?? []);

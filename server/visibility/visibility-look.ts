import { READ_COST, readUnits } from '@core/posting/quota-day';
import { nextLook } from '@core/visibility/check-schedule';
import { lookCounts, nextVisibility, type Sighting } from '@core/visibility/visibility-state';
import type { ChannelDeps } from '../channel-access/channel-access';
import type { CommentThread } from '../platform/platform.types';
import type { LedgerDeps } from '../quota-ledger/paid-reads';
import { withViewer, type Viewer } from './viewers';
import type { DueLook, LookResult } from './visibility.repository';

/*
 * The calls a round of checks pays for as a viewer (docs/visibility.md §4): up to 50 comments
 * looked up by id, up to 50 videos asked about; and what each comment's look then records.
 */

/** A comment nobody may look at yet is tried again after this (or at once, when that changes). */
const CANNOT_CHECK_AGAIN_MS = 60 * 60_000;

/** The workspace's daily ceiling on check units, as one round takes and gives back. */
export interface Allowance {
  take(units: number): Promise<boolean>;
  giveBack(units: number): Promise<void>;
}

/**
 * Videos known this round to be up (true: there, comments on) or not: a video is asked about once
 * a round, however many of its comments are missing.
 */
export type VideosUp = Map<string, boolean>;

/**
 * The threads a viewer's look listed, by comment id: one call of up to 50 ids, paid for. A call's
 * looks are all comments or all answers (lookAtDue): answers are replies, which
 * commentThreads.list does not know, so they are asked for with comments.list by id.
 */
export async function look(
  deps: ChannelDeps & LedgerDeps,
  workspaceId: string,
  viewer: Viewer,
  batch: DueLook[],
  videosUp: VideosUp,
): Promise<Map<string, CommentThread>> {
  return withViewer(deps, workspaceId, viewer, async ({ calls }, ledger) => {
    const ids = batch.map((due) => due.platformCommentId);
    const answers = batch[0]?.answer ?? false;
    const listed = await ledger.call(READ_COST, () =>
      answers ? calls.repliesById(ids) : calls.threadsById(ids),
    );
    const threads = new Map(listed.map((thread) => [thread.commentId, thread]));
    // A comment others see proves its video is there with comments on.
    for (const due of batch)
      if (threads.has(due.platformCommentId)) videosUp.set(due.videoId, true);
    return threads;
  });
}

/**
 * The videos of `ids`, asked about in one call of up to 50 (1 unit): whether each is there and
 * takes comments. YouTube leaves out statistics.commentCount of a video whose comments are off.
 */
export async function askVideos(
  deps: ChannelDeps & LedgerDeps,
  workspaceId: string,
  viewer: Viewer,
  ids: string[],
  videosUp: VideosUp,
) {
  const videos = await withViewer(deps, workspaceId, viewer, ({ listVideos }, ledger) =>
    ledger.call(readUnits(ids.length), () => listVideos(ids)),
  );
  const up = new Set(videos.filter((v) => v.id && v.commentCount != null).map((v) => v.id));
  for (const id of ids) videosUp.set(id, up.has(id));
}

/**
 * What a look found of `due`; undefined while that waits for its video: not listed, and nothing
 * yet says whether the video is there (then the comment may be hidden, or the video gone).
 */
export function sightingOf(
  due: DueLook,
  threads: Map<string, CommentThread>,
  up: boolean | undefined,
): Sighting | undefined {
  const thread = threads.get(due.platformCommentId);
  if (thread) return { kind: 'listed', likeCount: thread.likeCount, replyCount: thread.replyCount };
  if (up === undefined) return undefined;
  return up ? { kind: 'missing' } : { kind: 'videoUnavailable' };
}

/** What a look that found `sighting` records for `due`; none for a look that failed. */
export function resultOf(
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

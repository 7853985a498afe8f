import { IDS_PER_READ, READ_COST } from '@core/posting/quota-day';
import { lastListed, missedLooks, type MissedLook } from './missed-looks.repository';
import { noViewerReason, type Viewer } from './viewers';
import { askVideos, cannotCheck, resultOf, sightingOf } from './visibility-look';
import { afterFailure, listedBeforeMs, recordResults, type Round } from './visibility-round';
import { recordLooks } from './visibility.repository';

/*
 * The videos of looks that missed their comment (docs/visibility.md §4). A comment not listed is
 * hidden, or its video is gone or closed to comments; only the video tells which. Another comment
 * listed on it says it is up, for free; otherwise it is asked about, 50 videos a call, once enough
 * wait or one has waited its longest.
 */

/** Missed looks judged per pass: a few calls' worth of videos. */
const MISSED_PER_PASS = 10 * IDS_PER_READ;

/** Whether `missed`'s video is up, as far as anything yet says. */
function videoUp(round: Round, missed: MissedLook, listed: Map<string, Date>) {
  const known = round.videosUp.get(missed.videoId);
  if (known !== undefined) return known;
  const at = listed.get(missed.videoId);
  const since = missed.missedAt.getTime() - listedBeforeMs(round.deps);
  return at && at.getTime() >= since ? true : undefined;
}

/** Records what the missed looks whose video is known found; returns the others. */
async function judgeKnown(round: Round, missed: MissedLook[]) {
  const { deps, workspaceId, now } = round;
  const unknown = missed.filter((m) => !round.videosUp.has(m.videoId)).map((m) => m.videoId);
  const listed = await lastListed(deps.db, workspaceId, [...new Set(unknown)]);
  const open: MissedLook[] = [];
  const results = missed.flatMap((m) => {
    const sighting = sightingOf(m, new Map(), videoUp(round, m, listed));
    if (!sighting) open.push(m);
    return sighting ? (resultOf(m, sighting, deps.visibility.delaysMs, now) ?? []) : [];
  });
  await recordResults(round, missed, results);
  return open;
}

/** Whether the open looks' videos are asked about now rather than later. */
const askNow = (round: Round, open: MissedLook[], videos: string[], dueLeft: boolean) =>
  videos.length >= IDS_PER_READ ||
  !dueLeft ||
  open.some((m) => m.askBy.getTime() <= round.now.getTime());

/**
 * Judges the workspace's missed looks whose video is known, and asks about the others' videos when
 * 50 wait, when one has waited its longest, or when no look is due any more (`dueLeft` false): 50
 * videos a call, the longest waiting first, through the first viewer still able.
 */
export async function judgeMissed(
  round: Round,
  able: Viewer[],
  everyone: { viewers: Viewer[]; keyInvalid: boolean; serverKeyInvalid: boolean },
  dueLeft: boolean,
) {
  const { deps, workspaceId, now } = round;
  for (;;) {
    const missed = await missedLooks(deps.db, workspaceId, MISSED_PER_PASS);
    const open = await judgeKnown(round, missed);
    if (!open.length) {
      if (missed.length < MISSED_PER_PASS) return;
      continue;
    }
    const videos = [...new Set(open.map((m) => m.videoId))];
    if (!askNow(round, open, videos, dueLeft)) return;
    if (!everyone.viewers.length) {
      // Nobody may ask any more (the key deleted, the channels gone): as for a look.
      const reason = noViewerReason(everyone.viewers, everyone);
      await recordLooks(
        deps.db,
        open.map((m) => cannotCheck(m, reason, now)),
        now,
      );
      continue;
    }
    const viewer = able[0];
    if (!viewer || round.outcome.units >= round.units || !round.keepGoing()) return;
    const ask = videos.slice(0, IDS_PER_READ);
    if (!(await round.allowance.take(READ_COST))) {
      round.outcome.stoppedBy = 'ceiling';
      return;
    }
    try {
      await askVideos(deps, workspaceId, viewer, ask, round.videosUp);
    } catch (error) {
      able.splice(able.indexOf(viewer), 1);
      const asked = new Set(ask);
      await afterFailure(
        round,
        viewer,
        open.filter((m) => asked.has(m.videoId)),
        error,
      );
    }
  }
}

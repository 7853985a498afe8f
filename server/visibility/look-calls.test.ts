import { describe, expect, it } from 'vitest';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { quotaDay } from '@core/posting/quota-day';
import { buildTestServices, postingHelpers } from '../test/posting';
import { usePlatformTestApp } from '../test/use-test-app';
import { checkWorkspaceLooks } from './visibility-checks.service';
import { scheduleNewlyPosted, visibilityAllowance } from './visibility.repository';

/*
 * docs/visibility.md §4: a round looks comments up by id, 50 a call, whatever their videos and
 * channels and in whatever order they came due; a video is asked about only when no comment on
 * it was listed, 50 videos a call.
 */

const t = usePlatformTestApp();
const { send, setUp, launchText, drain, emulator } = postingHelpers(t);

const FIRST = 10_000;
const KEY = 'AIzaSyLookCallsKeyForChecks0000000000000';

/** Each test posts 120 comments through the engine first: seconds that a loaded machine stretches. */
const POSTS_MANY = { timeout: 90_000 };

const ids = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(11 - prefix.length, '0')}`);

const deps = () =>
  buildTestServices(t, { visibility: { delaysMs: [FIRST, 60_000], unitsPerDay: 500 } });

interface Row {
  id: string;
  channel_title: string;
  video_id: string;
  visibility: string;
}

/** Posts `text` from each channel on its videos (Bob's hidden by YouTube), due for a first look. */
async function posted(byChannel: { channel: string; videos: string[] }[]) {
  await emulator().post('moderation', { channelId: DEMO_CHANNEL.bobBuilds, mode: 'hide' });
  const videos = [...new Set(byChannel.flatMap((c) => c.videos))];
  const user = await setUp(
    byChannel.map((c) => c.channel),
    videos,
  );
  for (const [i, { videos: theirs }] of byChannel.entries()) {
    const batch = await launchText(user.cookie, [user.accountIds[i]!], theirs, 'Seen or not');
    expect((await drain(user.cookie, batch.id)).status).toBe('done');
  }
  const postedAt = Date.now();
  await scheduleNewlyPosted(t.db, new Date(postedAt), [FIRST, 60_000]);
  await send('POST', '/api/settings/check-key', user.cookie, { apiKey: KEY });
  return { ...user, postedAt };
}

const rows = async (workspaceId: string) =>
  (
    await t.pool.query<Row>(
      `select c.id, a.channel_title, c.video_id, c.visibility from comments c
         join accounts a on a.id = c.account_id where c.workspace_id = $1`,
      [workspaceId],
    )
  ).rows;

/** Makes the comments due one after another in the order given, from `start`. */
async function dueInOrder(due: Row[], start: number) {
  for (const [i, row] of due.entries())
    await t.pool.query('update comments set visibility_next_at = $2 where id = $1', [
      row.id,
      new Date(start + i),
    ]);
}

const tally = (all: Row[]) =>
  all.reduce<Record<string, number>>((n, r) => {
    const key = `${r.channel_title}: ${r.visibility}`;
    n[key] = (n[key] ?? 0) + 1;
    return n;
  }, {});

/** Calls made with the workspace's key: the checks' (the import and the posting used grants). */
const callsOf = async (method: string) =>
  (await emulator().calls(method)).filter((c) => !c.channelId && !c.videoId).length;

/** The rows in an order that looks random and is the same at every run (a seeded shuffle). */
function shuffled<T>(items: T[], seed: number) {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 16_807) % 2_147_483_647;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('a round of looks', () => {
  it(
    'makes one look-up call per 50 comments spread over many videos and channels, due at random or hidden ones first, and asks about no video one of them proves up',
    POSTS_MANY,
    async () => {
      const videos = ids(40, 'vidSPREAD');
      const user = await posted(
        [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels, DEMO_CHANNEL.bobBuilds].map(
          (channel) => ({ channel, videos }),
        ),
      );
      const all = await rows(user.workspaceId);
      const now = new Date(user.postedAt + FIRST);
      const d = await deps();
      const expected = {
        'Alice Cooks: visible': 40,
        'Alice Travels: visible': 40,
        'Bob Builds: notVisible': 40,
      };

      // Due in random order (the bench's 3,984 units for 2,000 calls' worth: a hidden comment's
      // video seldom had a comment in the same call to show it up, and was asked about).
      await dueInOrder(shuffled(all, 47), user.postedAt);
      const atRandom = await checkWorkspaceLooks(d, user.workspaceId, now, 100);
      // ceil(120 / 50) calls, and no videos.list: each hidden comment went with its video's others.
      expect(atRandom).toMatchObject({ units: 3, looked: 120 });
      expect(await callsOf('commentThreads.list')).toBe(Math.ceil(all.length / 50));
      expect(await callsOf('videos.list')).toBe(0);
      expect(await visibilityAllowance.spent(t.db, user.workspaceId, quotaDay(now))).toBe(3);
      expect(tally(await rows(user.workspaceId))).toEqual(expected);

      // The same comments again, Bob's 40 hidden ones due first, the others after them.
      await t.pool.query(
        `update comments set visibility = 'checking', visibility_looks = 0, seen_visible = false
        where workspace_id = $1`,
        [user.workspaceId],
      );
      const order = (r: Row) => `${r.channel_title.startsWith('Bob') ? 0 : 1}${r.video_id}`;
      await dueInOrder(
        [...all].sort((a, b) => order(a).localeCompare(order(b))),
        user.postedAt,
      );
      const hiddenFirst = await checkWorkspaceLooks(d, user.workspaceId, now, 100);
      expect(hiddenFirst).toMatchObject({ units: 3, looked: 120 });
      expect(await callsOf('commentThreads.list')).toBe(2 * Math.ceil(all.length / 50));
      expect(await callsOf('videos.list')).toBe(0);
      expect(tally(await rows(user.workspaceId))).toEqual(expected);
    },
  );

  it(
    'asks about the videos of hidden comments that nothing else shows up 50 a call, once 50 wait or one has waited its longest',
    POSTS_MANY,
    async () => {
      const alice = ids(60, 'vidALICE');
      const bob = ids(60, 'vidBOB');
      const user = await posted([
        { channel: DEMO_CHANNEL.aliceCooks, videos: alice },
        { channel: DEMO_CHANNEL.bobBuilds, videos: bob },
      ]);
      // Alice's and Bob's in turn: every call holds hidden comments on videos of their own.
      const all = await rows(user.workspaceId);
      const turn = (r: Row) => `${r.video_id.slice(-3)}${r.channel_title}`;
      await dueInOrder(
        all.sort((a, b) => turn(a).localeCompare(turn(b))),
        user.postedAt,
      );
      const d = await deps();
      const now = user.postedAt + FIRST;

      // One unit: 50 comments looked up; Bob's 25 wait for their videos, neither hidden nor seen.
      await checkWorkspaceLooks(d, user.workspaceId, new Date(now), 1);
      expect(await callsOf('videos.list')).toBe(0);
      expect(tally(await rows(user.workspaceId))).toEqual({
        'Alice Cooks: visible': 25,
        'Alice Cooks: checking': 35,
        'Bob Builds: checking': 60,
      });

      // Once they have waited as long as the first delay, their videos go before new look-ups.
      const later = new Date(now + FIRST);
      await checkWorkspaceLooks(d, user.workspaceId, later, 1);
      expect(await callsOf('videos.list')).toBe(1);
      expect(await callsOf('commentThreads.list')).toBe(1);
      expect(tally(await rows(user.workspaceId))).toMatchObject({ 'Bob Builds: notVisible': 25 });

      // The rest: 70 comments in 2 calls, then the 35 videos left in one.
      await checkWorkspaceLooks(d, user.workspaceId, later, 100);
      expect(await callsOf('commentThreads.list')).toBe(Math.ceil(all.length / 50));
      expect(await callsOf('videos.list')).toBe(Math.ceil(bob.length / 50));
      expect(tally(await rows(user.workspaceId))).toEqual({
        'Alice Cooks: visible': 60,
        'Bob Builds: notVisible': 60,
      });
    },
  );
});

import { describe, expect, it } from 'vitest';
import type { Video } from '@core/api/videos.schema';
import { quotaDay } from '@core/posting/quota-day';
import { emulatorControl } from '@emulator/control-client';
import { buildTestServices } from '@server/test/posting';
import { sender } from '@server/test/api-request';
import { ledgerUnits } from '@server/test/counts';
import { CONNECT_UNITS, register, userWithChannels } from '@server/test/scenario';
import { usePlatformTestApp } from '@server/test/use-test-app';
import { refreshAllowance } from './details-refresh.repository';
import {
  callsPerTick,
  refreshDueDetails,
  refreshUserDetails,
  type RefreshDeps,
} from './details-refresh.service';
import { REFRESH_TICK_MS } from './details-refresher';

const t = usePlatformTestApp();
const send = sender(t);
const DAY = 24 * 60 * 60_000;
const NOW = new Date('2026-11-20T12:00:00Z');
const GONE = 'NFgone00001'; // the emulator's videos.list leaves out ids starting with NF

const ids = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(11 - prefix.length, '0')}`);

const googleUsed = async () =>
  (await emulatorControl(t.emu.url).quota()).projects.reduce((sum, p) => sum + p.used, 0);

/** Saves the videos with the title given, their details read `daysAgo` days before NOW. */
async function saveVideos(cookie: string, videoIds: string[], daysAgo: number) {
  const saved = await send('POST', '/api/videos/import', cookie, {
    videos: videoIds.map((videoId) => ({ videoId, title: `Saved title ${videoId}`, viewCount: 7 })),
    source: 'csv',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await t.pool.query('update videos set details_refreshed_at = $1 where video_id = any($2)', [
    new Date(NOW.getTime() - daysAgo * DAY),
    videoIds,
  ]);
}

async function savedVideos(cookie: string) {
  const response = await send('GET', '/api/videos', cookie);
  return new Map(response.json<Video[]>().map((video) => [video.videoId, video]));
}

async function deps(detailsRefresh = { afterDays: 7, unitsPerDay: 2000 }): Promise<RefreshDeps> {
  return buildTestServices(t, { detailsRefresh });
}

describe('saved videos kept fresh', () => {
  it('reads the oldest details again, 50 videos a unit, and marks the one YouTube no longer has', async () => {
    const { cookie, credential, userId } = await userWithChannels(t);
    const due = ids(60, 'due');
    const recent = ids(5, 'new');
    await saveVideos(cookie, [GONE], 20);
    await saveVideos(cookie, due, 10);
    await saveVideos(cookie, recent, 1);
    await t.pool.query(
      `update videos set channel_thumbnail = 'https://yt3.example/face.jpg' where user_id = $1`,
      [userId],
    );
    const google = await googleUsed();

    const outcome = await refreshUserDetails(await deps(), userId, NOW, 7);
    const videos = await savedVideos(cookie);

    // 61 due: the 50 oldest, then the other 11 (the 5 read a day ago are not read again).
    expect(outcome).toEqual({ calls: 2, refreshed: 60, unavailable: 1 });
    expect(videos.get(recent[0]!)?.detailsRefreshedAt).not.toBe(NOW.toISOString());
    expect(await googleUsed()).toBe(google + 2);
    // The two calls, beside the channel's naming when it was connected.
    expect(await ledgerUnits(t, credential.id)).toBe(CONNECT_UNITS + 2);
    const fresh = videos.get(due[0]!)!;
    expect(fresh.title).not.toBe(`Saved title ${due[0]}`); // YouTube's title now
    expect(fresh.statistics.viewCount).not.toBe(7);
    expect(fresh.detailsRefreshedAt).toBe(NOW.toISOString());
    expect(fresh.unavailable).toBe(false);
    // The channel's picture, read as long ago, is dropped for the card to read again.
    expect(fresh.channelThumbnail).toBeNull();
    expect(videos.get(recent[0]!)?.channelThumbnail).toBe('https://yt3.example/face.jpg');
    // Kept, marked, known by the title it was saved with; its counts are no longer true.
    const gone = videos.get(GONE)!;
    expect(gone).toMatchObject({ unavailable: true, title: `Saved title ${GONE}` });
    expect(gone.statistics.viewCount).toBeNull();
    expect(gone.detailsRefreshedAt).toBe(NOW.toISOString());
    // Nothing due any more: the next round reads nothing.
    expect(await refreshUserDetails(await deps(), userId, NOW, 7)).toEqual({
      calls: 0,
      refreshed: 0,
      unavailable: 0,
    });
  });

  it("keeps to the user's ceiling a day, spread over the day's rounds, whatever the library's size", async () => {
    expect(callsPerTick(2000, REFRESH_TICK_MS)).toBe(7); // 2,000 units: 100,000 videos a day
    const { cookie, userId } = await userWithChannels(t);
    await saveVideos(cookie, ids(200, 'big'), 10);
    const small = await deps({ afterDays: 7, unitsPerDay: 2 });
    const round = async (now: Date) =>
      (await refreshDueDetails(small, { now, tickMs: REFRESH_TICK_MS })).get(userId);

    expect(await round(NOW)).toMatchObject({ calls: 1 }); // 2 a day: 1 per round
    expect(await round(NOW)).toMatchObject({ calls: 1 });
    expect(await round(NOW)).toMatchObject({ calls: 0, stoppedBy: 'ceiling' });
    expect(await refreshAllowance.spent(t.db, userId, quotaDay(NOW))).toBe(2);
    const tomorrow = new Date(NOW.getTime() + DAY);
    expect(await round(tomorrow)).toMatchObject({ calls: 1 });
  });

  it('never takes the units confirmed comments need, nor reads without a way to pay', async () => {
    const { cookie, credential, userId } = await userWithChannels(t);
    await saveVideos(cookie, ids(3, 'qta'), 10);
    await t.pool.query(
      `insert into quota_usage (credential_key, day, units) values ($1, $2, 10000)
       on conflict (credential_key, day) do update set units = 10000`,
      [credential.id, quotaDay(new Date())],
    );
    const google = await googleUsed();
    expect(await refreshUserDetails(await deps(), userId, NOW, 7)).toEqual({
      calls: 0,
      refreshed: 0,
      unavailable: 0,
      stoppedBy: 'quota',
    });
    // No channel, no server key: nothing is read, and the ceiling's unit is given back.
    const { cookie: alone, userId: aloneId } = await register(t);
    await saveVideos(alone, ids(3, 'own'), 10);
    expect(await refreshUserDetails(await deps(), aloneId, NOW, 7)).toMatchObject({
      calls: 0,
      stoppedBy: 'quota',
    });
    expect(await googleUsed()).toBe(google);
    expect(await refreshAllowance.spent(t.db, userId, quotaDay(NOW))).toBe(0);
    expect(await refreshAllowance.spent(t.db, aloneId, quotaDay(NOW))).toBe(0);
  });

  it('two workers at once read each video once: the second leaves a user the first is on', async () => {
    const { cookie, userId } = await userWithChannels(t);
    await saveVideos(cookie, ids(100, 'two'), 10);
    const google = await googleUsed();
    // Slow answers: the two rounds surely overlap.
    await emulatorControl(t.emu.url).post('latency', { ms: 300 });
    const [a, b] = await Promise.all([deps(), deps()]);
    const rounds = await Promise.all([
      refreshDueDetails(a, { now: NOW, tickMs: REFRESH_TICK_MS }),
      refreshDueDetails(b, { now: NOW, tickMs: REFRESH_TICK_MS }),
    ]);
    const calls = rounds.reduce((sum, round) => sum + (round.get(userId)?.calls ?? 0), 0);
    expect(calls).toBe(2);
    expect(await googleUsed()).toBe(google + 2);
  });
});

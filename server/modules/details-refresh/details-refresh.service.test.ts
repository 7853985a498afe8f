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
  refreshWorkspaceDetails,
  type RefreshDeps,
} from './details-refresh.service';
import { REFRESH_TICK_MS } from './details-refresher';

const t = usePlatformTestApp();
const send = sender(t);
const DAY = 24 * 60 * 60_000;
const NOW = new Date('2026-11-20T12:00:00Z');
const GONE = 'NFgone00001'; // the emulator leaves out ids starting with NF

const ids = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(11 - prefix.length, '0')}`);

/** What Google (the emulator) counted today in a bucket, every project's. */
const googleUsed = async (bucket: 'default' | 'stats' = 'default') =>
  (await emulatorControl(t.emu.url).quota()).projects.reduce(
    (sum, p) => sum + p.buckets[bucket].used,
    0,
  );
const statsLedger = async (key: string) =>
  (
    await t.pool.query<{ n: number }>(
      'select stats_units as n from quota_usage where credential_key = $1',
      [key],
    )
  ).rows[0]?.n ?? 0;
const fillLedger = (key: string, column: 'units' | 'stats_units') =>
  t.pool.query(
    `insert into quota_usage (credential_key, day, ${column}) values ($1, $2, 10000)
     on conflict (credential_key, day) do update set ${column} = 10000`,
    [key, quotaDay(new Date())],
  );

/**
 * Saves the videos with the title given, their counts read `daysAgo` days before NOW and their
 * description (videos.list) `describedDaysAgo` days before it.
 */
async function saveVideos(
  cookie: string,
  videoIds: string[],
  daysAgo: number,
  describedDaysAgo = daysAgo,
) {
  const saved = await send('POST', '/api/videos/import', cookie, {
    videos: videoIds.map((videoId) => ({ videoId, title: `Saved title ${videoId}`, viewCount: 7 })),
    source: 'csv',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await t.pool.query(
    'update videos set details_refreshed_at = $1, described_at = $2 where video_id = any($3)',
    [
      new Date(NOW.getTime() - daysAgo * DAY),
      new Date(NOW.getTime() - describedDaysAgo * DAY),
      videoIds,
    ],
  );
}

async function savedVideos(cookie: string) {
  const response = await send('GET', '/api/videos', cookie);
  return new Map(response.json<Video[]>().map((video) => [video.videoId, video]));
}

async function deps(detailsRefresh = { afterDays: 7, unitsPerDay: 2000 }): Promise<RefreshDeps> {
  return buildTestServices(t, { detailsRefresh });
}

describe('saved videos kept fresh', () => {
  it('reads the counts of the oldest with batchGetStats, 50 a call, from the stats bucket and not a unit of the rest', async () => {
    const { cookie, credential, workspaceId } = await userWithChannels(t);
    const due = ids(60, 'due');
    const recent = ids(5, 'new');
    await saveVideos(cookie, due, 10);
    await saveVideos(cookie, recent, 1);
    await t.pool.query(
      `update videos set channel_thumbnail = 'https://yt3.example/face.jpg' where workspace_id = $1`,
      [workspaceId],
    );
    const [units, stats] = [await googleUsed(), await googleUsed('stats')];
    const listed = (await emulatorControl(t.emu.url).calls('videos.list')).length;

    const outcome = await refreshWorkspaceDetails(await deps(), workspaceId, NOW, 7);
    const videos = await savedVideos(cookie);

    // 60 due: the 50 oldest, then the other 10 (the 5 read a day ago are not read again).
    expect(outcome).toEqual({ calls: 2, statsCalls: 2, refreshed: 60, unavailable: 0 });
    expect(await googleUsed('stats')).toBe(stats + 2);
    expect(await statsLedger(credential.id)).toBe(2);
    // Nothing of the default bucket: the units posting and reading share are as they were.
    expect(await googleUsed()).toBe(units);
    expect(await ledgerUnits(t, credential.id)).toBe(CONNECT_UNITS);
    expect(await emulatorControl(t.emu.url).calls('videos.list')).toHaveLength(listed);
    const fresh = videos.get(due[0]!)!;
    expect(fresh.statistics.viewCount).not.toBe(7);
    expect(fresh.detailsRefreshedAt).toBe(NOW.toISOString());
    // The counts alone: the title and the channel's picture stay as they were.
    expect(fresh.title).toBe(`Saved title ${due[0]}`);
    expect(fresh.channelThumbnail).toBe('https://yt3.example/face.jpg');
    expect(videos.get(recent[0]!)?.detailsRefreshedAt).not.toBe(NOW.toISOString());
    // Nothing due any more: the next round reads nothing.
    expect(await refreshWorkspaceDetails(await deps(), workspaceId, NOW, 7)).toEqual({
      calls: 0,
      statsCalls: 0,
      refreshed: 0,
      unavailable: 0,
    });
  });

  it('asks videos.list about a video the stats call left out, and marks it when YouTube no longer has it', async () => {
    const { cookie, credential, workspaceId } = await userWithChannels(t);
    await saveVideos(cookie, [GONE], 20);
    await saveVideos(cookie, ids(3, 'stay'), 10);
    const listed = (await emulatorControl(t.emu.url).calls('videos.list')).length;

    const outcome = await refreshWorkspaceDetails(await deps(), workspaceId, NOW, 7);
    expect(outcome).toEqual({ calls: 2, statsCalls: 1, refreshed: 3, unavailable: 1 });
    // The stats call, then 1 unit of the default bucket for the one it left out.
    expect(await statsLedger(credential.id)).toBe(1);
    expect(await ledgerUnits(t, credential.id)).toBe(CONNECT_UNITS + 1);
    expect(await emulatorControl(t.emu.url).calls('videos.list')).toHaveLength(listed + 1);
    // Kept, marked, known by the title it was saved with; its counts are no longer true.
    const gone = (await savedVideos(cookie)).get(GONE)!;
    expect(gone).toMatchObject({ unavailable: true, title: `Saved title ${GONE}` });
    expect(gone.statistics.viewCount).toBeNull();
    expect(gone.detailsRefreshedAt).toBe(NOW.toISOString());
  });

  it('reads everything with videos.list before 30 days are up, and what was saved without details', async () => {
    const { cookie, credential, workspaceId } = await userWithChannels(t);
    const old = ids(3, 'old');
    await saveVideos(cookie, old, 2, 29.5); // counts read 2 days ago, described 29.5 days ago
    await saveVideos(cookie, ['untitled001'], 10);
    await t.pool.query(`update videos set title = null where video_id = 'untitled001'`);
    await t.pool.query(
      `update videos set channel_thumbnail = 'https://yt3.example/face.jpg' where workspace_id = $1`,
      [workspaceId],
    );

    const outcome = await refreshWorkspaceDetails(await deps(), workspaceId, NOW, 7);
    // The three described longest ago, then the one never described: a videos.list each.
    expect(outcome).toEqual({ calls: 2, statsCalls: 0, refreshed: 4, unavailable: 0 });
    expect(await ledgerUnits(t, credential.id)).toBe(CONNECT_UNITS + 2);
    expect(await statsLedger(credential.id)).toBe(0);
    const videos = await savedVideos(cookie);
    for (const id of [...old, 'untitled001']) {
      const video = videos.get(id)!;
      expect(video.title).not.toBe(`Saved title ${id}`); // YouTube's title now
      expect(video.title).toBeTruthy();
      expect(video.detailsRefreshedAt).toBe(NOW.toISOString());
      // The channel's picture, read as long ago, is dropped for the card to read again.
      expect(video.channelThumbnail).toBeNull();
    }
    const { rows } = await t.pool.query<{ described: Date }>(
      'select min(described_at) as described from videos where workspace_id = $1',
      [workspaceId],
    );
    expect(rows[0]!.described.toISOString()).toBe(NOW.toISOString());
  });

  it("keeps to the user's ceiling a day, spread over the day's rounds, whatever the library's size", async () => {
    expect(callsPerTick(2000, REFRESH_TICK_MS)).toBe(7); // 2,000 units: 100,000 videos a day
    const { cookie, workspaceId } = await userWithChannels(t);
    await saveVideos(cookie, ids(200, 'big'), 10);
    const small = await deps({ afterDays: 7, unitsPerDay: 2 });
    const round = async (now: Date) =>
      (await refreshDueDetails(small, { now, tickMs: REFRESH_TICK_MS })).get(workspaceId);

    expect(await round(NOW)).toMatchObject({ calls: 1 }); // 2 a day: 1 per round
    expect(await round(NOW)).toMatchObject({ calls: 1 });
    expect(await round(NOW)).toMatchObject({ calls: 0, stoppedBy: 'ceiling' });
    expect(await refreshAllowance.spent(t.db, workspaceId, quotaDay(NOW))).toBe(2);
    const tomorrow = new Date(NOW.getTime() + DAY);
    expect(await round(tomorrow)).toMatchObject({ calls: 1 });
  });

  it('reads counts when the default bucket is spent, and stops when their own is, or nothing can pay', async () => {
    const { cookie, credential, workspaceId } = await userWithChannels(t);
    await saveVideos(cookie, ids(3, 'qta'), 10);
    // The units posting needs are spent: the counts come from a bucket of their own.
    await fillLedger(credential.id, 'units');
    expect(await refreshWorkspaceDetails(await deps(), workspaceId, NOW, 7)).toMatchObject({
      statsCalls: 1,
      refreshed: 3,
    });

    await saveVideos(cookie, ids(3, 'sta'), 10);
    await fillLedger(credential.id, 'stats_units');
    const google = await googleUsed('stats');
    expect(await refreshWorkspaceDetails(await deps(), workspaceId, NOW, 7)).toEqual({
      calls: 0,
      statsCalls: 0,
      refreshed: 0,
      unavailable: 0,
      stoppedBy: 'quota',
    });
    // No channel, no server key: nothing is read, and the ceiling's unit is given back.
    const { cookie: alone, workspaceId: aloneId } = await register(t);
    await saveVideos(alone, ids(3, 'own'), 10);
    expect(await refreshWorkspaceDetails(await deps(), aloneId, NOW, 7)).toMatchObject({
      calls: 0,
      stoppedBy: 'quota',
    });
    expect(await googleUsed('stats')).toBe(google);
    expect(await refreshAllowance.spent(t.db, workspaceId, quotaDay(NOW))).toBe(1);
    expect(await refreshAllowance.spent(t.db, aloneId, quotaDay(NOW))).toBe(0);
  });

  it('never takes the units confirmed comments need to describe a video', async () => {
    const { cookie, credential, workspaceId } = await userWithChannels(t);
    await saveVideos(cookie, ids(3, 'dsc'), 1, 29.5);
    await fillLedger(credential.id, 'units');
    expect(await refreshWorkspaceDetails(await deps(), workspaceId, NOW, 7)).toMatchObject({
      calls: 0,
      stoppedBy: 'quota',
    });
  });

  it('two workers at once read each video once: the second leaves a user the first is on', async () => {
    const { cookie, workspaceId } = await userWithChannels(t);
    await saveVideos(cookie, ids(100, 'two'), 10);
    const google = await googleUsed('stats');
    // Slow answers: the two rounds surely overlap.
    await emulatorControl(t.emu.url).post('latency', { ms: 300 });
    const [a, b] = await Promise.all([deps(), deps()]);
    const rounds = await Promise.all([
      refreshDueDetails(a, { now: NOW, tickMs: REFRESH_TICK_MS }),
      refreshDueDetails(b, { now: NOW, tickMs: REFRESH_TICK_MS }),
    ]);
    const calls = rounds.reduce((sum, round) => sum + (round.get(workspaceId)?.calls ?? 0), 0);
    expect(calls).toBe(2);
    expect(await googleUsed('stats')).toBe(google + 2);
  });
});

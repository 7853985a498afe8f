import { describe, expect, it } from 'vitest';
import { emulatorControl } from '@emulator/control-client';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { wallTime } from '@core/time/zoned-time';
import { sender } from '../test/api-request';
import { userWithChannels } from '../test/scenario';
import { usePlatformTestApp } from '../test/use-test-app';
import { QUICK_WORKER_ENV, startWorkerProcess, until } from '../test/worker-process';

// docs/schedules.md with real worker processes and real time: a worker killed as its channels'
// windows close (the user changes them mid-batch; the clock's own closing is schedule.test.ts's,
// with an injected clock), and one restarted while a batch waits for its start, post each comment
// once and lose none.
const t = usePlatformTestApp();

const VIDEOS = Array.from({ length: 10 }, (_, i) => `sched${String(i).padStart(6, '0')}`);
const TOTAL = 2 * VIDEOS.length;

const startWorker = () => startWorkerProcess(t.url, t.emu.url, QUICK_WORKER_ENV);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const statuses = async () => {
  const { rows } = await t.pool.query<{ status: string; n: number }>(
    'select status, count(*)::int as n from comments group by status',
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<string, number>;
};

/** Every comment on YouTube once, and posted here with that id. */
async function expectExactlyOnce() {
  const posted = await emulatorControl(t.emu.url).comments();
  const pairs = posted.map((p) => `${p.channelId}/${p.videoId}`);
  expect(new Set(pairs).size).toBe(pairs.length);
  expect(pairs).toHaveLength(TOTAL);
  const { rows } = await t.pool.query<{ status: string; platform_comment_id: string }>(
    'select status, platform_comment_id from comments',
  );
  expect(rows.every((r) => r.status === 'posted')).toBe(true);
  expect(rows.map((r) => r.platform_comment_id).sort()).toEqual(posted.map((p) => p.id).sort());
}

async function launch(body: Record<string, unknown> = {}, pacingSeconds = 1) {
  const user = await userWithChannels(t, {
    channels: [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels],
    videos: VIDEOS,
    pacingSeconds,
  });
  const send = sender(t);
  return {
    ...user,
    launched: await send('POST', '/api/batches', user.cookie, {
      accountIds: user.accountIds,
      videoIds: VIDEOS,
      mode: 'single',
      text: 'On the clock',
      confirmed: true,
      ...body,
    }),
  };
}

describe('schedules with real workers', () => {
  it("a worker killed as a channel's windows close sends nothing after from it; the rest goes once", async () => {
    const { cookie, accountIds, launched } = await launch({}, 1);
    expect(launched.statusCode).toBe(201);
    const [cooks] = accountIds as [string, string];
    const send = sender(t);
    const ofCooks = async () =>
      (await emulatorControl(t.emu.url).comments()).filter(
        (c) => c.channelId === DEMO_CHANNEL.aliceCooks,
      );
    // Each send takes 300 ms at "Google": the kill lands with sends in flight.
    await emulatorControl(t.emu.url).post('latency', { ms: 300 });
    const first = startWorker();
    await until(async () => (await ofCooks()).length >= 2, 60_000);
    // Alice Cooks' windows close now (kept to a slot days away), mid-batch; Alice Travels' stay
    // open, so the next worker is seen working.
    const away = wallTime('UTC', Date.now() + 3 * 86_400_000).weekday;
    const put = await send('PUT', `/api/accounts/${cooks}/windows`, cookie, {
      timeZone: 'UTC',
      slots: [{ day: away, from: '03:00', to: '04:00' }],
    });
    expect(put.statusCode).toBe(200);
    const closedAt = Date.now();
    first.child.kill('SIGKILL');
    await first.exited;

    // Restarted: it settles what the dead worker left in flight (looked up, never sent again
    // blindly), posts all of Alice Travels' and nothing new of Alice Cooks'.
    const second = startWorker();
    const travels = async () =>
      (await emulatorControl(t.emu.url).comments()).filter(
        (c) => c.channelId === DEMO_CHANNEL.aliceTravels,
      ).length;
    expect(await until(async () => (await travels()) === VIDEOS.length, 90_000)).toBe(true);
    const held = await ofCooks();
    expect(held.length).toBeLessThan(VIDEOS.length);
    // A send claimed just before the windows changed may still have gone (300 ms at Google).
    for (const comment of held)
      expect(Date.parse(comment.publishedAt)).toBeLessThan(closedAt + 1000);

    // Always open again: the rest goes, each once.
    await emulatorControl(t.emu.url).post('latency', { ms: 0 });
    await send('DELETE', `/api/accounts/${cooks}/windows`, cookie);
    expect(await until(async () => (await statuses()).posted === TOTAL, 90_000)).toBe(true);
    second.child.kill('SIGTERM');
    await second.exited;
    await expectExactlyOnce();
  }, 240_000);

  it('a worker restarted while the batch waits for its start posts nothing early, then all once', async () => {
    const startAt = Date.now() + 8000;
    const { launched } = await launch({ startAt: new Date(startAt).toISOString() }, 0);
    expect(launched.statusCode).toBe(201);
    const first = startWorker();
    await sleep(2500);
    first.child.kill('SIGTERM');
    await first.exited;
    expect(await emulatorControl(t.emu.url).comments()).toHaveLength(0);
    const second = startWorker();
    expect(await until(async () => (await statuses()).posted === TOTAL, 90_000)).toBe(true);
    second.child.kill('SIGTERM');
    await second.exited;
    for (const comment of await emulatorControl(t.emu.url).comments())
      expect(Date.parse(comment.publishedAt)).toBeGreaterThanOrEqual(startAt);
    await expectExactlyOnce();
  }, 150_000);
});

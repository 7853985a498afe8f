import { describe, expect, it } from 'vitest';
import { emulatorControl } from '@emulator/control-client';
import { sender } from '../test/api-request';
import { userWithChannels } from '../test/scenario';
import { QUICK_WORKER_ENV, startWorkerProcess, until } from '../test/worker-process';
import { usePlatformTestApp } from '../test/use-test-app';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';

const t = usePlatformTestApp();

const VIDEOS = Array.from({ length: 15 }, (_, i) => `crash${String(i).padStart(6, '0')}`);

/** A worker process with quick retries and a short platform timeout, for many kills. */
const startWorker = () => startWorkerProcess(t.url, t.emu.url, QUICK_WORKER_ENV);

const counts = async () => {
  const { rows } = await t.pool.query<{ status: string; n: number }>(
    'select status, count(*)::int as n from comments group by status',
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<string, number>;
};

/** Every row final and the batch ended: what the user's progress bar waits for. */
const allPostedAndDone = async () => {
  const { rows } = await t.pool.query<{ status: string }>('select status from batches');
  return (await counts()).posted === 30 && rows.every((r) => r.status === 'done');
};

/** 2 channels × 15 videos, pacing off: 30 comments for the workers. */
async function launchBatch() {
  const { cookie, accountIds } = await userWithChannels(t, {
    channels: [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels],
    videos: VIDEOS,
    pacingSeconds: 0,
  });
  const response = await sender(t)('POST', '/api/batches', cookie, {
    accountIds,
    videoIds: VIDEOS,
    mode: 'single',
    text: 'Exactly once',
    confirmed: true,
  });
  expect(response.statusCode).toBe(201);
}

/** Every planned comment is on the platform once, and the database says so with its id. */
async function expectExactlyOnce() {
  const posted = await emulatorControl(t.emu.url).comments();
  const pairs = posted.map((p) => `${p.channelId}/${p.videoId}`);
  expect(new Set(pairs).size).toBe(pairs.length); // no duplicates
  expect(pairs).toHaveLength(30); // none lost
  const { rows } = await t.pool.query<{ status: string; platform_comment_id: string }>(
    'select status, platform_comment_id from comments',
  );
  expect(rows.every((r) => r.status === 'posted')).toBe(true);
  expect(rows.map((r) => r.platform_comment_id).sort()).toEqual(posted.map((p) => p.id).sort());
}

describe('exactly once, proven', () => {
  it('survives SIGKILL of the worker in the middle of sends, five times', async () => {
    await launchBatch();
    // Each call waits 150 ms at "Google": a kill lands while sends are in flight, some of them
    // already handled by the platform (the answer never comes back to the dead worker).
    await emulatorControl(t.emu.url).post('latency', { ms: 150 });
    let kills = 0;
    for (let round = 0; round < 5; round++) {
      const worker = startWorker();
      const inFlight = await until(async () => ((await counts()).posting ?? 0) > 0, 20_000);
      await new Promise((resolve) => setTimeout(resolve, 60 + Math.random() * 100));
      worker.child.kill('SIGKILL');
      await worker.exited;
      if (inFlight) kills += 1;
    }
    expect(kills).toBe(5);
    expect((await counts()).posting ?? 0).toBeGreaterThan(0); // stranded by the last kill

    const last = startWorker();
    const finished = await until(allPostedAndDone, 45_000);
    last.child.kill('SIGTERM');
    await last.exited;
    expect(finished).toBe(true);
    await expectExactlyOnce();
  }, 120_000);

  it('two worker processes on one database post each comment once', async () => {
    await launchBatch();
    await emulatorControl(t.emu.url).post('latency', { ms: 30 });
    const workers = [startWorker(), startWorker()];
    const finished = await until(allPostedAndDone, 45_000);
    for (const worker of workers) worker.child.kill('SIGTERM');
    await Promise.all(workers.map((w) => w.exited));
    expect(finished).toBe(true);
    await expectExactlyOnce();
  }, 90_000);
});

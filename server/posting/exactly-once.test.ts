import { describe, expect, it } from 'vitest';
import { startOwnPostgres } from '../test/own-postgres';
import { until } from '../test/worker-process';
import { withScenario, type Scenario } from '../test/worker-scenario';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';

/**
 * Exactly once under every fault we can produce (docs/posting-engine.md §6), each through the
 * emulator and `npm run worker` processes with the app's default posting settings: a platform
 * timeout of 30 s, a settle delay of 5 s, retries from 5 s, pacing 30 s unless a test sets the
 * user's pacing. Each test has its own emulator and database, so they run side by side.
 */
const THREE_CHANNELS = [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels, DEMO_CHANNEL.bobBuilds];
/** Defaults: PLATFORM_TIMEOUT_MS + POSTING_VERIFY_DELAY_MS, the lease on a send. */
const LEASE_MS = 30_000 + 5_000;
/**
 * How long a started worker may take to send its first comments: it is a new Node process, and in
 * `npm test` these seven tests start theirs together while the build runs beside them (a loaded
 * machine once took over 30 s). What each test asserts (each comment once) does not depend on it.
 */
const FIRST_SENDS_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const randomBetween = (min: number, max: number) => min + Math.random() * (max - min);

/** Three channels each send one comment; the platform stores them and the worker dies unanswered. */
async function killWithAnswersPending(s: Scenario, videoId: string) {
  const { cookie, accountIds } = await s.setUp(THREE_CHANNELS, [videoId], null);
  await s.emulator().post('answer-delay', { ms: 60_000 });
  const batch = await s.launchText(cookie, accountIds, [videoId], 'Was my answer lost?');
  const first = s.startWorker();
  expect(await until(async () => (await s.ourComments()).length === 3, FIRST_SENDS_MS)).toBe(true);
  await s.kill(first);
  expect(await s.statusCounts()).toEqual({ posting: 3 });
  await s.emulator().post('answer-delay', { ms: 0 });
  return { cookie, batch };
}

/** Found within the lease (platform timeout plus settle delay), not after a stale period. */
async function expectFoundWithinLease(s: Scenario) {
  const { rows } = await s.t.pool.query<{ ms: number }>(
    'select extract(epoch from posted_at - attempt_started_at) * 1000 as ms from comments',
  );
  for (const row of rows) expect(Number(row.ms)).toBeLessThan(LEASE_MS + 15_000);
}

describe.concurrent('exactly once under every fault, at the default settings', () => {
  it(
    'a kill while the answers are pending: each send is found after the restart, none sent twice',
    () =>
      withScenario(async (s) => {
        const { cookie, batch } = await killWithAnswersPending(s, 'pendingAns1');
        s.startWorker();
        await s.waitUntilDone(cookie, batch.id, LEASE_MS + 40_000);
        await s.expectExactlyOnce(3);
        await expectFoundWithinLease(s);
        expect((await s.emulator().calls('commentThreads.insert')).length).toBe(3);
      }),
    210_000,
  );

  it(
    'a busy video: 150 newer comments by other viewers before the look-up, still found, none sent twice',
    () =>
      withScenario(async (s) => {
        const { cookie, batch } = await killWithAnswersPending(s, 'busyVideo01');
        await s.emulator().post('videos/busyVideo01/viewer-comments', { count: 150 });
        s.startWorker();
        await s.waitUntilDone(cookie, batch.id, LEASE_MS + 40_000);
        await s.expectExactlyOnce(3);
        // Each look-up read past the newest page to reach the send.
        expect((await s.emulator().calls('commentThreads.list')).length).toBeGreaterThanOrEqual(6);
      }),
    210_000,
  );

  it(
    'a dropped answer at the default 30 s pacing, one channel and three videos: looked up at once, none sent twice',
    () =>
      withScenario(async (s) => {
        const videos = ['paced000001', 'paced000002', 'paced000003'];
        const { cookie, accountIds } = await s.setUp([DEMO_CHANNEL.aliceCooks], videos, null);
        await s.emulator().post('faults', {
          reason: 'dropAfterInsert',
          method: 'commentThreads.insert',
          count: 1,
        });
        const batch = await s.launchText(cookie, accountIds, videos, 'Paced and dropped');
        s.startWorker();
        await s.waitUntilDone(cookie, batch.id, 120_000);
        await s.expectExactlyOnce(3);
        const received = (await s.emulator().calls('commentThreads.insert')).map(
          (c) => c.receivedAt,
        );
        expect(received).toHaveLength(3);
        for (let i = 1; i < received.length; i++)
          expect(received[i]! - received[i - 1]!).toBeGreaterThanOrEqual(30_000);
      }),
    210_000,
  );

  it('the database killed while answers are on their way: recorded after it is back, never sent again', async () => {
    const postgres = await startOwnPostgres();
    try {
      await withScenario(
        async (s) => {
          const videos = ['dbkill00001', 'dbkill00002', 'dbkill00003', 'dbkill00004'];
          const { cookie, accountIds } = await s.setUp(
            [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels],
            videos,
            1,
          );
          await s.emulator().post('answer-delay', { ms: 2000 });
          const batch = await s.launchText(cookie, accountIds, videos, 'Database, hold on');
          s.startWorker();
          // Two answered and recorded, the next two stored at "Google" with answers on the way.
          expect(await until(async () => (await s.ourComments()).length >= 4, FIRST_SENDS_MS)).toBe(
            true,
          );
          await postgres.kill();
          await sleep(4000); // the answers arrive while the database is away
          await postgres.restart();
          await s.waitUntilDone(cookie, batch.id, 60_000);
          await s.expectExactlyOnce(8);
        },
        { adminUrl: postgres.adminUrl },
      );
    } finally {
      await postgres.close();
    }
  }, 180_000);

  it(
    'random kills with slow answers: every comment once, every row final, the batch ended',
    () =>
      withScenario(async (s) => {
        const videos = Array.from({ length: 6 }, (_, i) => `randKill00${i}`);
        const { cookie, accountIds } = await s.setUp(THREE_CHANNELS, videos, 1);
        // "Google" stores each comment at once and answers 700 ms later.
        await s.emulator().post('answer-delay', { ms: 700 });
        const batch = await s.launchText(cookie, accountIds, videos, 'Killed at random');
        let killedMidSend = 0;
        for (let round = 0; round < 4; round++) {
          const worker = s.startWorker();
          if (round === 0) {
            await until(async () => ((await s.statusCounts()).posting ?? 0) > 0, FIRST_SENDS_MS);
            await sleep(randomBetween(0, 600));
          } else {
            await sleep(randomBetween(1500, 4000));
          }
          const before = (await s.ourComments()).length;
          await s.kill(worker);
          if ((await s.ourComments()).length > before || (await s.statusCounts()).posting)
            killedMidSend += 1;
        }
        expect(killedMidSend).toBeGreaterThan(0);
        s.startWorker();
        await s.waitUntilDone(cookie, batch.id, LEASE_MS + 60_000);
        await s.expectExactlyOnce(18);
      }),
    210_000,
  );

  it(
    'faults mixed in: every comment once, and consecutive sends reach the platform no closer than the pacing',
    () =>
      withScenario(async (s) => {
        const videos = Array.from({ length: 10 }, (_, i) => `mixFault0${i}`.padEnd(11, 'x'));
        const { cookie, accountIds, credential } = await s.setUp(THREE_CHANNELS, videos, 1);
        const emulator = s.emulator();
        await emulator.post('latency', { ms: 0, jitterMs: 300 });
        const insert = 'commentThreads.insert';
        await emulator.post('faults', { reason: 'timeout', method: insert, count: 1 });
        await emulator.post('faults', { reason: 'backendError', method: insert, rate: 0.08 });
        await emulator.post('faults', { reason: 'rateLimitExceeded', method: insert, rate: 0.05 });
        await emulator.post('faults', { reason: 'connectionReset', method: insert, rate: 0.08 });
        await emulator.post('faults', { reason: 'dropAfterInsert', method: insert, rate: 0.1 });
        const batch = await s.launchText(cookie, accountIds, videos, 'Faults all around');
        s.startWorker();
        await s.waitUntilDone(cookie, batch.id, 150_000);
        await s.expectExactlyOnce(30, { mayGiveUp: true });

        const calls = await emulator.calls(insert);
        for (const channel of THREE_CHANNELS) {
          const times = calls.filter((c) => c.channelId === channel).map((c) => c.receivedAt);
          for (let i = 1; i < times.length; i++)
            expect(times[i]! - times[i - 1]!, `${channel} send ${i}`).toBeGreaterThanOrEqual(1000);
        }
        // The quota shown never counts less than Google does.
        const { rows } = await s.t.pool.query<{ units: number }>('select units from quota_usage');
        const google = (await emulator.quota()).projects.find(
          (p) => p.project === credential.clientId,
        );
        expect(rows[0]!.units).toBeGreaterThanOrEqual(google?.used ?? 0);
      }),
    210_000,
  );

  it(
    'SIGTERM with a send unanswered: the worker stops within seconds, and the send is looked up, not repeated',
    () =>
      withScenario(async (s) => {
        const { cookie, accountIds } = await s.setUp(
          [DEMO_CHANNEL.aliceCooks],
          ['sigterm0001'],
          null,
        );
        await s.emulator().post('answer-delay', { ms: 25_000 });
        const batch = await s.launchText(cookie, accountIds, ['sigterm0001'], 'Stop politely');
        const worker = s.startWorker();
        expect(await until(async () => (await s.ourComments()).length === 1, FIRST_SENDS_MS)).toBe(
          true,
        );
        const stopping = Date.now();
        worker.child.kill('SIGTERM');
        expect(await worker.exited).toBe(0);
        expect(Date.now() - stopping).toBeLessThan(6000);
        expect(await s.statusCounts()).toEqual({ verifying: 1 });
        await s.emulator().post('answer-delay', { ms: 0 });
        s.startWorker();
        await s.waitUntilDone(cookie, batch.id, 30_000);
        await s.expectExactlyOnce(1);
      }),
    120_000,
  );
});

import { describe, expect, it } from 'vitest';
import { postingHelpers } from '../test/posting';
import { startTestApp, type TestAppOptions } from '../test/test-app';
import { startOwnPostgres } from '../test/own-postgres';
import { startWorkerProcess, until, type WorkerProcess } from '../test/worker-process';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { MAX_ATTEMPTS, TOO_MANY_ATTEMPTS } from './retry-policy';

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

async function scenario(postgres?: TestAppOptions['postgres']) {
  const t = await startTestApp({ postgres, emulator: 'in-process' });
  const helpers = postingHelpers(t);
  const workers: WorkerProcess[] = [];
  const alive = (w: WorkerProcess) => w.child.exitCode === null && w.child.signalCode === null;

  /** What the platform holds of ours (not other viewers' comments). */
  const ourComments = async () =>
    (await helpers.emulatorComments()).filter((c) => c.clientId !== 'viewers');
  const statusCounts = async () => {
    const { rows } = await t.pool.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from comments group by status',
    );
    return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<string, number>;
  };

  return {
    ...helpers,
    t,
    ourComments,
    statusCounts,
    startWorker(env: Record<string, string> = {}) {
      const worker = startWorkerProcess(t.url, t.emu.url, env);
      workers.push(worker);
      return worker;
    },
    async kill(worker: WorkerProcess) {
      worker.child.kill('SIGKILL');
      await worker.exited;
    },
    /** Every row final and the batch ended; what the workers printed when not. */
    async waitUntilDone(cookie: string, batchId: string, ms: number) {
      const status = await helpers.waitForStatus(cookie, batchId, 'done', ms);
      const batch = await helpers.getBatch(cookie, batchId);
      expect(
        status,
        `batch ${JSON.stringify(batch)}; worker output:\n${workers.map((w) => w.output()).join('\n---\n')}`,
      ).toBe('done');
    },
    /**
     * Each planned comment is on the platform exactly once (no duplicate, none lost) and the
     * database says so with the platform's id. With `mayGiveUp`, a comment whose every one of its
     * MAX_ATTEMPTS sends failed may instead be failed as "too many attempts", and then nowhere on
     * the platform: random faults make that rare, not impossible.
     */
    async expectExactlyOnce(total: number, { mayGiveUp = false } = {}) {
      const posted = await ourComments();
      const keys = posted.map((p) => `${p.channelId}/${p.videoId}/${p.text}`);
      expect(new Set(keys).size, 'no comment posted twice').toBe(keys.length);
      const { rows } = await t.pool.query<{
        status: string;
        platform_comment_id: string | null;
        attempts: number;
        error_reason: string | null;
      }>('select status, platform_comment_id, attempts, error_reason, error_message from comments');
      const gaveUp = rows.filter(
        (row) =>
          mayGiveUp &&
          row.status === 'failed' &&
          row.error_reason === TOO_MANY_ATTEMPTS &&
          row.attempts === MAX_ATTEMPTS,
      );
      // When one is missing: its row, and what the workers printed, to tell why.
      const unposted = rows.filter((row) => row.status !== 'posted' && !gaveUp.includes(row));
      const output = workers.map((w) => w.output().slice(-4000)).join('\n---\n');
      expect(unposted, `none lost\n${output}`).toEqual([]);
      expect(gaveUp.length, 'given up on only a few').toBeLessThanOrEqual(2);
      expect(keys).toHaveLength(total - gaveUp.length);
      expect(rows).toHaveLength(total);
      expect(rows.flatMap((r) => r.platform_comment_id ?? []).sort()).toEqual(
        posted.map((p) => p.id).sort(),
      );
    },
    async close() {
      for (const worker of workers) if (alive(worker)) await this.kill(worker);
      await t.close();
    },
  };
}
type Scenario = Awaited<ReturnType<typeof scenario>>;

async function withScenario(
  run: (s: Scenario) => Promise<void>,
  postgres?: TestAppOptions['postgres'],
) {
  const s = await scenario(postgres);
  try {
    await run(s);
  } finally {
    await s.close();
  }
}

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

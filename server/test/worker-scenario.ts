import { expect } from 'vitest';
import { MAX_ATTEMPTS, TOO_MANY_ATTEMPTS } from '../posting/retry-policy';
import { postingHelpers } from './posting';
import { startTestApp, type TestAppOptions } from './test-app';
import { startWorkerProcess, type WorkerProcess } from './worker-process';

/**
 * The exactly-once scenarios (server/posting/exactly-once.test.ts, clock-skew.test.ts): a test app
 * with its own database and in-process emulator, `npm run worker` processes started and killed
 * on it, and what the platform and the database then hold.
 */
export async function scenario(postgres?: TestAppOptions['postgres']) {
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
export type Scenario = Awaited<ReturnType<typeof scenario>>;

export async function withScenario(
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

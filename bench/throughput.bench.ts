import { readFile } from 'node:fs/promises';
import { emulatorControl } from '@emulator/control-client';
import { startWorkerProcess, type WorkerProcess } from '@server/test/worker-process';
import { startBenchApp } from './bench-app';
import { addChannels, postingSettings, queueOn, runningBatch } from './claim-seed';

const CHANNELS = 60;
const WORKER_COUNTS = [1, 2, 4];
/** Each insert is answered this much later at the emulator, as in the load benchmark. */
const LATENCY_MS = 50;
const WARM_UP_MS = 8000;
const WINDOW_MS = 20_000;
/** Clock ticks a second, as /proc counts CPU time. */
const TICKS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The whole machine's busy CPU time so far, in ms (every core's, from /proc/stat). */
async function machineBusyMs() {
  const [cpu] = (await readFile('/proc/stat', 'utf8')).split('\n');
  const fields = cpu!.trim().split(/\s+/).slice(1).map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  const total = fields.reduce((sum, n) => sum + n, 0);
  return ((total - idle) * 1000) / TICKS;
}

/** A process's CPU time so far, in ms (user and system, from /proc/<pid>/stat). */
async function processCpuMs(pid: number) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
}

async function postedCount(pool: Awaited<ReturnType<typeof startBenchApp>>['pool']) {
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from comments where status = 'posted'`,
  );
  return rows[0]!.n;
}

/**
 * docs/performance.md §5: how posting grows with worker processes. 60 channels at pacing 0 (and
 * a daily cap out of the way) share one running batch; 1, 2 and 4 worker processes (`npm run
 * worker`, 4 slots each) post it for 20 s after a warm-up, the emulator answering each insert
 * after 50 ms. Comments a second, and CPU per comment: the workers' own, and the whole machine's
 * (PostgreSQL, the emulator and this process included).
 */
export async function throughputSection() {
  const t = await startBenchApp({ emulatorProcess: true });
  try {
    await postingSettings(t.pool, t.workspaceId, 0, 10_000);
    await addChannels(t.pool, t.workspaceId, 1, CHANNELS);
    await t.pool.query(`update accounts set next_post_at = null where workspace_id = $1`, [
      t.workspaceId,
    ]);
    const batchId = await runningBatch(t.pool, t.workspaceId);
    // 100 comments on each of 60 channels, 3 times over: enough for every run.
    for (let round = 0; round < 3; round++) await queueOn(t.pool, batchId, 1, CHANNELS);
    await t.pool.query(`update accounts set next_post_at = null where workspace_id = $1`, [
      t.workspaceId,
    ]);
    await t.pool.query('vacuum analyze');
    await emulatorControl(t.emulatorUrl).post('latency', { ms: LATENCY_MS });

    const lines: string[] = [];
    let single = 0;
    for (const count of WORKER_COUNTS) {
      const workers: WorkerProcess[] = [];
      // The bench's credential has units for every run (Google's 10,000 would stop it at 200).
      for (let i = 0; i < count; i++) {
        workers.push(
          startWorkerProcess(t.databaseUrl, t.emulatorUrl, { QUOTA_DAILY_UNITS: '100000000' }),
        );
      }
      try {
        await sleep(WARM_UP_MS);
        const pids = workers.map((w) => w.child.pid!);
        const before = {
          posted: await postedCount(t.pool),
          machine: await machineBusyMs(),
          workers: (await Promise.all(pids.map(processCpuMs))).reduce((a, b) => a + b, 0),
        };
        await sleep(WINDOW_MS);
        const posted = (await postedCount(t.pool)) - before.posted;
        const machine = (await machineBusyMs()) - before.machine;
        const own =
          (await Promise.all(pids.map(processCpuMs))).reduce((a, b) => a + b, 0) - before.workers;
        if (posted === 0) throw new Error(`nothing posted:\n${workers[0]!.output()}`);
        const perSecond = posted / (WINDOW_MS / 1000);
        if (count === 1) single = perSecond;
        const cores = machine / WINDOW_MS;
        lines.push(
          `| ${count} | ${perSecond.toFixed(1)} | ${(perSecond / single).toFixed(2)}× | ${(own / posted).toFixed(2)} ms | ${(machine / posted).toFixed(2)} ms | ${cores.toFixed(2)} of 2 |`,
        );
      } finally {
        for (const worker of workers) worker.child.kill('SIGTERM');
        await Promise.all(workers.map((w) => w.exited));
      }
    }
    return [
      '## Posting throughput as workers are added',
      '',
      `${CHANNELS} channels at pacing 0 share one running batch; 1, 2 and 4 worker processes (\`npm run worker\`,`,
      `4 slots each) post it for ${WINDOW_MS / 1000} s after a warm-up of ${WARM_UP_MS / 1000} s, the emulator answering each insert after`,
      `${LATENCY_MS} ms. CPU per comment: the workers' own, and the whole machine's (PostgreSQL, the emulator and`,
      'the bench process included).',
      '',
      '| Workers | Comments/s | Against one | Workers CPU/comment | Machine CPU/comment | Machine busy |',
      '| ------- | ---------- | ----------- | ------------------- | ------------------- | ------------ |',
      ...lines,
    ].join('\n');
  } finally {
    await t.close();
  }
}

import { TransactionRollbackError } from 'drizzle-orm';
import { lockNextDue } from '@server/posting/posting.repository';
import { ms, startBenchApp, timeRun } from './bench-app';
import { claimTheOldWay } from './claim-before';
import { fairnessRows } from './fairness.bench';
import { addChannels, queueOn, runningBatch, sendsInFlight } from './claim-seed';

type App = Awaited<ReturnType<typeof startBenchApp>>;

const DEFAULTS = { pacingSeconds: 60, dailyCap: 1000 };

/** One claim in a transaction of its own, rolled back: every run sees the same queue. */
async function claimOnce(t: App) {
  let found = false;
  await t.db
    .transaction(async (tx) => {
      found = (await lockNextDue(tx, DEFAULTS)) !== undefined;
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  if (!found) throw new Error('the claim found nothing due');
}

/**
 * docs/performance.md §5: the claim of the next comment with 100; 10,000 and 100,000 connected
 * channels, 1,000 of them (all 100 at first) busy on one 100,000-comment batch.
 */
export async function claimBenchmark() {
  const t = await startBenchApp();
  try {
    const batchId = await runningBatch(t.pool, t.workspaceId);
    const stages: { channels: number; add: [number, number]; queue?: [number, number] }[] = [
      { channels: 100, add: [1, 99], queue: [1, 99] },
      { channels: 10_000, add: [100, 9_999], queue: [100, 1_000] },
      { channels: 100_000, add: [10_000, 99_999] },
    ];
    const rows: string[] = [];
    for (const stage of stages) {
      await addChannels(t.pool, t.workspaceId, ...stage.add);
      if (stage.queue) await queueOn(t.pool, batchId, ...stage.queue);
      if (stage.channels === 100) await sendsInFlight(t.pool, batchId);
      await t.pool.query('vacuum analyze accounts');
      await t.pool.query('vacuum analyze comments');
      const { rows: busy } = await t.pool.query<{ n: number }>(
        `select count(distinct account_id)::int as n from comments
          where batch_id = $1 and status = 'pending'`,
        [batchId],
      );
      await timeRun(20, () => claimOnce(t));
      const claim = await timeRun(300, () => claimOnce(t));
      // The old claim grows with the channels: 20 runs are enough to see it (and take a while).
      const before = await timeRun(20, () => claimTheOldWay(t.pool));
      const cells = [stage.channels, busy[0]!.n].map((n) => n.toLocaleString('en'));
      rows.push(
        `| ${cells.join(' | ')} | ${ms(claim.p50)} | ${ms(claim.p95)} | ${ms(before.p50)} | ${ms(before.p95)} |`,
      );
    }
    await t.close();
    const fairness = await fairnessRows();
    return [
      '## Claiming the next comment as channels grow',
      '',
      'One claim (lockNextDue) in a transaction rolled back, 300 runs; the busy channels share one',
      'running batch of 100 comments each, half of them paced, four sends in flight. Before 0040:',
      'the claim as it was, walking every channel (20 runs).',
      '',
      '| Channels | Busy | Claim p50 | Claim p95 | Before 0040 p50 | Before 0040 p95 |',
      '| -------- | ---- | --------- | --------- | --------------- | --------------- |',
      ...rows,
      '',
      '### Fair between users',
      '',
      `1,000 channels of one user busy on a 100,000-comment batch at pacing 0, a worker's four`,
      'slots all sending (250 ms each at the emulator); then another user confirms 10 comments on',
      'one channel, three newcomers in turn. From the confirmation: when its first send began and',
      'when its first comment was posted; and whose comment the claim before 0040 would have',
      'taken at that moment (the oldest due comment first: the busy batch, for as long as it lasts).',
      '',
      '| Newcomer | Slots sending | First send began | First comment posted | Before 0040 takes |',
      '| -------- | ------------- | ---------------- | -------------------- | ----------------- |',
      ...fairness,
    ].join('\n');
  } catch (error) {
    await t.close();
    throw error;
  }
}

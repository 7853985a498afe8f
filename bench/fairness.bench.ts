import { performance } from 'node:perf_hooks';
import { emulatorControl } from '@emulator/control-client';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { launchBatch, userWithChannels } from '@server/test/scenario';
import { ms, startBenchApp } from './bench-app';
import { claimTheOldWay } from './claim-before';
import { addChannels, postingSettings, queueOn, runningBatch } from './claim-seed';

const BUSY_CHANNELS = 1000;
const SLOTS = 4;
/** Each send takes this long at the emulator: four slots carry 16 a second, 1,000 channels ask more. */
const SEND_MS = 250;
const NEWCOMERS = 3;
const TEN_VIDEOS = Array.from({ length: 10 }, (_, i) => `vidNEW${String(i).padStart(5, '0')}`);

const sleep = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));

/** When the batch's first send began and when its first comment was posted, after `since`. */
async function firstSend(pool: Awaited<ReturnType<typeof startBenchApp>>['pool'], batchId: string) {
  const { rows } = await pool.query<{ began: number; posted: number }>(
    `select count(*) filter (where attempt_started_at is not null)::int as began,
            count(*) filter (where status = 'posted')::int as posted
       from comments where batch_id = $1`,
    [batchId],
  );
  return rows[0]!;
}

/**
 * docs/performance.md §5: 1,000 channels of one workspace busy on a 100,000-comment batch (pacing
 * 0), every slot of the worker taken; another workspace confirms 10 comments. How long until its
 * first send begins and its first comment is posted, for three newcomers in turn; and what the
 * claim before migration 0040 would have taken at that moment.
 */
export async function fairnessRows() {
  const t = await startBenchApp({ emulatorProcess: true });
  const worker = t.worker(SLOTS);
  try {
    await postingSettings(t.pool, t.workspaceId, 0, 10_000);
    await addChannels(t.pool, t.workspaceId, 1, BUSY_CHANNELS);
    await queueOn(t.pool, await runningBatch(t.pool, t.workspaceId), 1, BUSY_CHANNELS);
    await t.pool.query('vacuum analyze accounts');
    await t.pool.query('vacuum analyze comments');
    await emulatorControl(t.emulatorUrl).post('latency', { ms: SEND_MS });
    worker.start();
    await sleep(5000);

    const lines: string[] = [];
    for (let n = 1; n <= NEWCOMERS; n++) {
      const newcomer = await userWithChannels(t.testApp, {
        name: `newcomer${n}`,
        channels: [DEMO_CHANNEL.bobBuilds],
        videos: TEN_VIDEOS,
        pacingSeconds: 0,
      });
      const { rows: inFlight } = await t.pool.query<{ n: number }>(
        `select count(*)::int as n from comments where status = 'posting'`,
      );
      const start = performance.now();
      const batch = await launchBatch(t.testApp, newcomer.cookie, {
        accountIds: newcomer.accountIds,
        videoIds: TEN_VIDEOS,
        mode: 'single',
        text: 'A newcomer says hello',
      });
      const old = await claimTheOldWay(t.pool);
      let began: number | undefined;
      let posted: number | undefined;
      while (posted === undefined && performance.now() - start < 60_000) {
        const seen = await firstSend(t.pool, batch.id);
        const at = performance.now() - start;
        if (seen.began > 0) began ??= at;
        if (seen.posted > 0) posted = at;
        else await sleep(10);
      }
      const whose = old.workspaceId === newcomer.workspaceId ? 'the newcomer' : 'the busy user';
      lines.push(
        `| ${n} | ${inFlight[0]!.n} of ${SLOTS} | ${began === undefined ? 'none' : ms(began)} | ${posted === undefined ? 'none in 60 s' : ms(posted)} | ${whose} |`,
      );
      await sleep(2000);
    }
    return lines;
  } finally {
    await worker.stop();
    await t.close();
  }
}

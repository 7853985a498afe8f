import { performance } from 'node:perf_hooks';
import { type startBenchApp, timeRun } from './bench-app';
import { countedLooks } from '@server/test/batch-looks';

// The steps of the batches benchmark (batches.bench.ts), each against the running bench app.

type App = Awaited<ReturnType<typeof startBenchApp>>;

const json = { 'content-type': 'application/json' };

export async function accountIds(t: App) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/accounts',
    headers: { cookie: t.cookie },
  });
  return response.json<{ id: string }[]>().map((a) => a.id);
}

export async function saveVideos(t: App, count: number, prefix: string) {
  await t.pool.query(
    `insert into videos (workspace_id, video_id, display_order)
     select $1, $2 || lpad(i::text, 11 - length($2), '0'), i from generate_series(1, $3) as i`,
    [t.workspaceId, prefix, count],
  );
  const { rows } = await t.pool.query<{ video_id: string }>(
    'select video_id from videos where workspace_id = $1 and video_id like $2 order by display_order',
    [t.workspaceId, `${prefix}%`],
  );
  return rows.map((r) => r.video_id);
}

export async function launch(t: App, body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/batches',
    headers: { ...json, cookie: t.cookie },
    payload: JSON.stringify({ ...body, confirmed: true }),
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ id: string; total: number }>();
}

/** Comments of the batch that are settled: posted, failed, or left to the user. */
async function posted(t: App, batchId: string) {
  const { rows } = await t.pool.query<{ n: number }>(
    `select count(*)::int as n from comments
      where batch_id = $1 and status in ('posted', 'failed', 'unconfirmed')`,
    [batchId],
  );
  return rows[0]!.n;
}

const emulatorPost = (t: App, path: string, body: unknown) =>
  fetch(`${t.emulatorUrl}/__emulator/${path}`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(body),
  });

const emulatorCalls = async (t: App, method: string) =>
  (
    (await fetch(`${t.emulatorUrl}/__emulator/calls?method=${method}`).then((r) =>
      r.json(),
    )) as unknown[]
  ).length;

/**
 * Lost answers: `drops` inserts are stored by the emulator but their answers lost. Each is looked
 * up (never sent again): how many reads that takes, and that every comment is there once.
 */
export async function lostAnswers(t: App, accountIds: string[], drops: number) {
  const inserts = await emulatorCalls(t, 'commentThreads.insert');
  const reads = await emulatorCalls(t, 'commentThreads.list');
  await emulatorPost(t, 'faults', {
    reason: 'dropAfterInsert',
    method: 'commentThreads.insert',
    rate: 0.25,
    count: drops,
  });
  const { batch, run } = await postAll(t, accountIds, 40, 'l');
  const { rows } = await t.pool.query<{ status: string; n: number }>(
    'select status, count(*)::int as n from comments where batch_id = $1 group by status',
    [batch.id],
  );
  return {
    total: batch.total,
    wallMs: run.wallMs,
    statuses: rows.map((r) => `${r.n} ${r.status}`).join(', '),
    inserts: (await emulatorCalls(t, 'commentThreads.insert')) - inserts,
    reads: (await emulatorCalls(t, 'commentThreads.list')) - reads,
  };
}

async function runUntilDone(t: App, batchId: string, total: number, slots: number) {
  const worker = t.worker(slots);
  const cpu = process.cpuUsage();
  const start = performance.now();
  worker.start();
  while ((await posted(t, batchId)) < total)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  await worker.stop();
  return { wallMs, cpuMs: (used.user + used.system) / 1000 };
}

/** A batch of one comment per channel on `videos` new videos, posted to the end by a worker. */
export async function postAll(t: App, accountIds: string[], videos: number, prefix: string) {
  const videoIds = await saveVideos(t, videos, prefix);
  const batch = await launch(t, { accountIds, videoIds, mode: 'single', text: `Batch ${prefix}` });
  return { batch, run: await runUntilDone(t, batch.id, batch.total, 4) };
}

/** Every comment of the batch posted two days ago, and looked at a day later. */
export async function seenByAll(t: App, batchId: string) {
  const state = `(array['visible', 'notVisible', 'removed'])[1 + position % 3]`;
  await t.pool.query(
    `update comments set status = 'posted', posted_at = now() - interval '2 days',
            platform_comment_id = 'Ug-bench-' || id, visibility = ${state},
            day_look_visibility = ${state}
      where batch_id = $1`,
    [batchId],
  );
  await t.pool.query(
    `insert into comment_looks (comment_id, look, checked_at, visibility)
     select id, 0, now() - interval '1 day', visibility from comments where batch_id = $1`,
    [batchId],
  );
}

/** Before migration 0028: how a batch's comments fared, counted from them and their looks. */
export async function countedLooksTheOldWay(t: App, batchId: string, runs: number) {
  return timeRun(runs, () => countedLooks(t.pool, batchId));
}

/** Before the count triggers (commit 31a35b5): every poll counted the batch's comments, twice. */
export async function countedTheOldWay(t: App, batchId: string, runs: number) {
  return timeRun(runs, async () => {
    await t.pool.query(
      'select status, count(*)::int from comments where batch_id = $1 group by status',
      [batchId],
    );
    await t.pool.query(
      `select c.account_id, a.credential_id, a.next_post_at, count(*)::int from comments c
         join accounts a on a.id = c.account_id
        where c.batch_id = $1 and c.status in ('pending', 'posting', 'verifying')
        group by 1, 2, 3`,
      [batchId],
    );
  });
}

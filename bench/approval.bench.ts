import { ms, startBenchApp, timeGet } from './bench-app';

const BATCHES = 20_000;
const WAITING = 100;
const CHANNELS = 50;

/**
 * What an editor confirmed, as large as a busy one is: 50 channels, 20 texts, a day-by-day plan
 * per channel (about 30 kB of JSON), stored with each waiting batch.
 */
function confirmation(accountId: string) {
  const channels = Array.from({ length: CHANNELS }, (_, i) => ({
    id: i ? `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` : accountId,
    name: `Channel number ${i}`,
    comments: 40,
  }));
  return {
    total: CHANNELS * 40,
    perPair: 1,
    videos: 40,
    channels,
    texts: Array.from({ length: 20 }, (_, i) => ({
      content: `A text of some length, number ${i}, as people write them.`,
      frequency: 1,
    })),
    textCount: 20,
    quota: [{ credential: 'Bench', cost: 100_000, left: 9_000_000, queued: 0, fitsToday: 180_000 }],
    etaSeconds: 7_200,
    plan: {
      beginsAt: new Date().toISOString(),
      finishAt: new Date(Date.now() + 7_200_000).toISOString(),
      channels: channels.map((c) => ({
        id: c.id,
        name: c.name,
        startsAt: new Date().toISOString(),
        finishAt: new Date(Date.now() + 7_200_000).toISOString(),
        days: [{ day: new Date().toISOString().slice(0, 10), count: 40 }],
      })),
    },
    pacingSeconds: 180,
    running: { batches: 0, comments: 0 },
    warnings: {
      repeatsPerVideo: 0,
      widelyUsedTexts: [],
      quotaShort: false,
      pausedAll: false,
      duplicates: 0,
      sameAsRunning: false,
      hiddenChannels: [],
    },
  };
}

/**
 * docs/architecture.md §10: the approval queue (`GET /api/approvals`, 50 at a time) of a workspace
 * with 20,000 batches, 100 of them waiting, each keeping a large confirmation; through the API,
 * 300 runs after 30 to warm up.
 */
export async function approvalBenchmark() {
  const t = await startBenchApp();
  try {
    const { rows } = await t.pool.query<{ id: string }>(
      'select id from accounts where workspace_id = $1 limit 1',
      [t.workspaceId],
    );
    const accountId = rows[0]!.id;
    await t.pool.query(
      `with made as (
         insert into batches (workspace_id, created_by, mode, status, total, finished_at,
                              created_at, confirmation)
         select $1, $2, 'single',
                case when i <= $4 then 'awaitingApproval' else 'done' end, 2000,
                case when i <= $4 then null else now() - i * interval '1 minute' end,
                now() - i * interval '1 minute',
                case when i <= $4 then $5::jsonb end
           from generate_series(1, $3) as i
         returning id, status)
       insert into batch_counts (batch_id, account_id, status, n)
       select id, $6, case when status = 'done' then 'posted' else 'pending' end, 2000 from made`,
      [
        t.workspaceId,
        t.userId,
        BATCHES,
        WAITING,
        JSON.stringify(confirmation(accountId)),
        accountId,
      ],
    );
    await t.pool.query('vacuum analyze batches');
    await t.pool.query('vacuum analyze batch_counts');
    const size = await t.pool.query<{ kb: number }>(
      `select round(avg(pg_column_size(confirmation)) / 1024.0)::int as kb
         from batches where status = 'awaitingApproval'`,
    );
    const lines: string[] = [];
    for (const [label, url] of [
      ['the queue (50 of 100 waiting)', '/api/approvals'],
      ['its count alone', '/api/approvals?limit=1'],
    ] as const) {
      await timeGet(t, url, 30);
      const { p50, p95 } = await timeGet(t, url, 300);
      lines.push(`| ${label} | ${ms(p50)} | ${ms(p95)} |`);
    }
    return [
      '## The approval queue',
      '',
      `\`GET /api/approvals\` through the API in this process, in a workspace of ${BATCHES.toLocaleString('en')} batches`,
      `of which ${WAITING} wait for approval, each keeping the confirmation its author saw (${CHANNELS} channels,`,
      `${size.rows[0]!.kb} kB stored): 300 runs each after 30 to warm up. The goal is under 20 ms p95.`,
      '',
      '| Request | p50 | p95 |',
      '| --- | --- | --- |',
      ...lines,
    ].join('\n');
  } finally {
    await t.close();
  }
}

import { performance } from 'node:perf_hooks';
import { TOKEN_SCOPES } from '@core/workspaces/scopes';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { accountIds, saveVideos } from './batches-steps';
import { ms, startBenchApp, timeRun } from './bench-app';

const CHANNELS = [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels, DEMO_CHANNEL.bobBuilds];
const json = { 'content-type': 'application/json' };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * docs/api.md: what an API token costs a request against the session it stands in for, and what
 * answering a retried 100,000-comment batch creation from its kept answer costs against doing it.
 */
export async function tokensBenchmark() {
  // The rate limit is still counted at every request; only its bound is out of the way.
  const t = await startBenchApp({
    channels: CHANNELS,
    env: { TOKEN_RATE_LIMIT_PER_MINUTE: '1000000' },
  });
  try {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { ...json, cookie: t.cookie },
      payload: JSON.stringify({ name: 'Bench', scopes: TOKEN_SCOPES }),
    });
    const { token } = made.json<{ token: string }>();
    const bearer = { authorization: `Bearer ${token}` };

    // 1. The same light read, by session and by token, in turns: 10 rounds of 200 each.
    const read = (headers: Record<string, string>) => async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/account', headers });
      if (response.statusCode !== 200) throw new Error(response.body);
    };
    const runs = { session: read({ cookie: t.cookie }), bearer: read(bearer) };
    const p50s = { session: [] as number[], bearer: [] as number[] };
    for (const run of Object.values(runs)) await timeRun(200, run);
    for (let round = 0; round < 10; round++) {
      p50s.session.push((await timeRun(200, runs.session)).p50);
      p50s.bearer.push((await timeRun(200, runs.bearer)).p50);
    }
    const session = median(p50s.session);
    const token_ = median(p50s.bearer);
    const p95 = {
      session: (await timeRun(2000, runs.session)).p95,
      bearer: (await timeRun(2000, runs.bearer)).p95,
    };

    // 2. A 99,999-comment batch (33,333 videos × 3 channels) created with a key, then retried.
    const accounts = await accountIds(t);
    const videos = await saveVideos(t, 33_333, 'k');
    const payload = JSON.stringify({
      accountIds: accounts,
      videoIds: videos,
      mode: 'single',
      text: 'Benchmark comment',
      confirmed: true,
    });
    const create = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/batches',
        headers: { ...json, ...bearer, 'idempotency-key': key },
        payload,
      });
    const started = performance.now();
    const first = await create('bench-batch');
    const createMs = performance.now() - started;
    if (first.statusCode !== 201) throw new Error(first.body);
    const { id, total } = first.json<{ id: string; total: number }>();
    await t.app.inject({
      method: 'POST',
      url: `/api/batches/${id}/cancel`,
      headers: bearer,
    });
    const replay = await timeRun(50, async () => {
      const again = await create('bench-batch');
      if (again.headers['idempotent-replayed'] !== 'true') throw new Error(again.body);
    });

    return [
      '## API tokens and idempotent writes',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 cores), in the server's process (\`inject\`).`,
      '',
      '### A bearer request against a session request (docs/api.md §2: < 0.3 ms more)',
      '',
      '`GET /api/account`, the same person, by session cookie and by API token (the token looked up',
      "by its hash with its person's role, its last use touched at most once a minute, its rate",
      'limit counted in PostgreSQL). p50: the median of 10 rounds of 200 requests taken in turns;',
      'p95: 2,000 requests each. As first written the token cost 1.60 ms more (docs/performance.md §5,',
      '"API tokens").',
      '',
      '| caller | p50 | p95 |',
      '| --- | --- | --- |',
      `| session cookie | ${ms(session)} | ${ms(p95.session)} |`,
      `| API token | ${ms(token_)} | ${ms(p95.bearer)} |`,
      `| the token's cost | ${ms(token_ - session)} | |`,
      '',
      '### A retried 100,000-comment batch creation (docs/api.md §4: < 20 ms)',
      '',
      `\`POST /api/batches\` with an \`Idempotency-Key\`: ${total.toLocaleString('en')} comments on 33,333 videos from 3 channels`,
      `(a body of ${(payload.length / 1024).toFixed(0)} kB), then the same request again 50 times: each is read and checked as`,
      'any request is, then answered from the kept answer instead of planning and writing again.',
      '',
      '| request | p50 | p95 |',
      '| --- | --- | --- |',
      `| the first: the batch and its comments written, the answer kept | ${ms(createMs)} | |`,
      `| the same again, answered from the kept answer | ${ms(replay.p50)} | ${ms(replay.p95)} |`,
    ].join('\n');
  } finally {
    await t.close();
  }
}

import { emulatorControl } from '@emulator/control-client';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { rebuildWornSearchIndexes } from '@server/modules/videos/search-index-upkeep';
import { startBenchApp, startBenchServer } from './bench-app';
import { accountIds, launch } from './batches-steps';
import { seedCollection } from './collection-seed';
import { load, loadRow as row, residentMb } from './load-client';

const CHANNELS = [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels, DEMO_CHANNEL.bobBuilds];
const CONNECTIONS = 20;
const SECONDS = 10;
/**
 * The batch posting meanwhile: 33,333 videos from each of the three channels, 99,999 comments (the
 * largest a batch may be): the worker's claims must not grow with its queue.
 */
const BATCH_VIDEOS = 33_333;
/** What Chromium sends with every request. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/** Readers of the unpaged list at once (#27: five). */
const LIST_READERS = 5;

/**
 * docs/performance.md §5: the server as a team uses it. One server process (`server/main.ts`, as
 * `npm start` runs it, its posting worker included) over 100,000 saved videos while a batch posts;
 * 20 connections for 10 seconds against each request, from this process.
 */
export async function loadBenchmark() {
  const t = await startBenchApp({ channels: CHANNELS, emulatorProcess: true });
  let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
  try {
    const category = await seedCollection(t);
    const { rows } = await t.pool.query<{ video_id: string }>(
      'select video_id from videos where workspace_id = $1 order by display_order limit $2',
      [t.workspaceId, BATCH_VIDEOS],
    );
    const batch = await launch(t, {
      accountIds: await accountIds(t),
      videoIds: rows.map((r) => r.video_id),
      mode: 'single',
      text: 'Posted while the load runs',
    });
    // The batch wrote 99,999 comments and their counts' changes: autovacuum takes them up a minute
    // or two later, in the middle of whichever request's ten seconds it falls on. Done before the
    // load instead, as the seed does for its own writes.
    await t.pool.query('vacuum analyze');
    // The seed and the batch wrote every video again (a category each, sent counts): the server's
    // housekeeping rebuilds the worn search indexes as it starts, in the background. Done before
    // the load instead, so it does not land in a request's ten seconds.
    await rebuildWornSearchIndexes(t.pool);
    await emulatorControl(t.emulatorUrl).post('latency', { ms: 50 });
    server = await startBenchServer(t, { QUOTA_DAILY_UNITS: '100000000' });
    const base = server.baseUrl;
    // As Chromium asks: answers above 1 kB come compressed, as the team's browsers get them.
    const headers = { cookie: t.cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING };
    const run = (path: string, connections = CONNECTIONS) =>
      load(`${base}${path}`, { connections, seconds: SECONDS, headers });
    await run('/api/videos?page=3&pageSize=50'); // warm-up: JIT, plans, caches

    const requests = [
      ['a page: page 3 of 2,000', '/api/videos?page=3&pageSize=50'],
      ['a deep page: 1,500 of 2,000', '/api/videos?page=1500&pageSize=50'],
      [
        'a search with many matches, "number 19" and sent none, page 3',
        '/api/videos?page=3&pageSize=50&search=number%2019&sent=none',
      ],
      [
        'a search every video matches, "number", page 3',
        '/api/videos?page=3&pageSize=50&search=number',
      ],
      [
        'a search with few matches, "number 77777"',
        '/api/videos?page=1&pageSize=50&search=number%2077777',
      ],
      ['a search by video id', '/api/videos?page=1&pageSize=50&search=v0000054321'],
      ['filter: one category, page 3', `/api/videos?page=3&pageSize=50&category=${category}`],
      ['filter: no category', '/api/videos?page=1&pageSize=50&category=_none'],
      ['filter: comments sent none, page 3', '/api/videos?page=3&pageSize=50&sent=none'],
      ['filter: comments sent any, page 3', '/api/videos?page=3&pageSize=50&sent=any'],
      [
        'filter: comments sent 2 to 3, page 3',
        '/api/videos?page=3&pageSize=50&sent=custom&sentMin=2&sentMax=3',
      ],
      ['batch progress: GET /api/batches/:id', `/api/batches/${batch.id}`],
      ['active batches: GET /api/batches?active=true', '/api/batches?active=true'],
      ['the dashboard: GET /api/dashboard', '/api/dashboard'],
    ] as const;
    const results: string[] = [];
    for (const [label, path] of requests) results.push(row(label, await run(path)));

    // The unpaged list: five readers for 10 s, with a health probe and a page reader beside them.
    const pid = server.child.pid!;
    const idleMb = await residentMb(pid);
    let peakMb = idleMb;
    const sampler = setInterval(() => {
      void residentMb(pid).then((mb) => (peakMb = Math.max(peakMb, mb)));
    }, 50);
    const [, health, page] = await Promise.all([
      run('/api/videos', LIST_READERS),
      run('/api/health', 1),
      run('/api/videos?page=3&pageSize=50', 1),
    ]);
    clearInterval(sampler);
    const { rows: posted } = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from comments where batch_id = $1 and status = 'posted'`,
      [batch.id],
    );

    return [
      '## Under load',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 cores): one server process (\`server/main.ts\`, its posting`,
      `worker included) over 100,000 saved videos, with a batch of ${batch.total.toLocaleString('en')} comments posting meanwhile`,
      `(${posted[0]!.n} posted by the end, at the pacing of the default settings; the emulator answers after 50 ms);`,
      `${CONNECTIONS} kept-alive connections for ${SECONDS} s per request, from the bench's process, each asking for compressed`,
      `answers as a browser does (\`Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}\`) (docs/performance.md §5: p95 < 50 ms).`,
      '',
      '| request | requests/s | p50 | p95 | p99 | errors |',
      '| --- | --- | --- | --- | --- | --- |',
      ...results,
      '',
      `While ${LIST_READERS} clients read the unpaged list (GET /api/videos, 100,000 videos) over and over for ${SECONDS} s,`,
      'one more connection each for the health probe and a page (docs/performance.md §5: p95 < 20 ms,',
      'memory < 100 MB above idle):',
      '',
      '| request | requests/s | p50 | p95 | p99 | errors |',
      '| --- | --- | --- | --- | --- | --- |',
      row('GET /api/health', health),
      row('a page: page 3 of 2,000', page),
      '',
      `The server's resident memory: ${idleMb.toFixed(0)} MB idle, ${peakMb.toFixed(0)} MB at most while the list was read (${(peakMb - idleMb).toFixed(0)} MB above idle).`,
      '',
    ].join('\n');
  } finally {
    await server?.stop();
    await t.close();
  }
}

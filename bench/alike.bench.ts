import { ms, percentile, startBenchApp, startBenchServer } from './bench-app';
import { load, loadRow as row } from './load-client';

const CONNECTIONS = 20;
const SECONDS = 10;
const VIDEOS = 20_000;

/** The searches a user with alike titles tries: number fragments, and words every title has. */
const SEARCHES = [
  ['a page: page 3 of 400', '?page=3&pageSize=50'],
  ['"12" and sent none, page 3', '?page=3&pageSize=50&search=12&sent=none'],
  ['"123" and sent none, page 3', '?page=3&pageSize=50&search=123&sent=none'],
  ['"2 with" and sent none, page 3', '?page=3&pageSize=50&search=2%20with&sent=none'],
  ['"number 12" and sent none, page 3', '?page=3&pageSize=50&search=number%2012&sent=none'],
] as const;

/** Searches no process has answered yet: two digits are walked, three found by the indexes. */
const FRAGMENTS = Array.from({ length: 100 }, (_, i) => String(10 + i));

/** Each fragment's page 3 once, one request at a time: p50 and p95 of the answers' times. */
async function readEach(base: string, cookie: string) {
  const times: number[] = [];
  for (const fragment of FRAGMENTS) {
    const start = performance.now();
    const answer = await fetch(
      `${base}/api/videos?page=3&pageSize=50&search=${fragment}&sent=none`,
      {
        headers: { cookie, 'accept-encoding': 'gzip, deflate, br, zstd' },
      },
    );
    await answer.arrayBuffer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/**
 * docs/performance.md §5: a user whose 20,000 titles differ only by a number ("Load test video
 * number N with a shared title"), as tried from outside. The searches under 20 connections, once
 * right after the import (before autovacuum or any index upkeep), once after `vacuum analyze`.
 */
export async function alikeTitlesSection() {
  const t = await startBenchApp();
  let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
  try {
    server = await startBenchServer(t);
    const base = server.baseUrl;
    // Imported as the web app sends a CSV file's rows.
    const imported = await fetch(`${base}/api/videos/import`, {
      method: 'POST',
      headers: { cookie: t.cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({
        source: 'csv',
        videos: Array.from({ length: VIDEOS }, (_, i) => ({
          videoId: `a${String(i + 1).padStart(10, '0')}`,
          title: `Load test video number ${i + 1} with a shared title`,
          channelTitle: 'Load test channel',
        })),
      }),
    });
    if (!imported.ok) throw new Error(`import: ${imported.status} ${await imported.text()}`);
    const run = (query: string) =>
      load(`${base}/api/videos${query}`, {
        connections: CONNECTIONS,
        seconds: SECONDS,
        headers: { cookie: t.cookie, 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
    const fresh: string[] = [];
    for (const [label, query] of SEARCHES)
      fresh.push(row(`${label}, just imported`, await run(query)));
    await t.pool.query('vacuum analyze videos');
    const settled: string[] = [];
    for (const [label, query] of SEARCHES) settled.push(row(label, await run(query)));
    const [first, again] = [await readEach(base, t.cookie), await readEach(base, t.cookie)];
    return [
      '### Titles that share their words',
      '',
      `One user with ${VIDEOS.toLocaleString('en')} videos titled "Load test video number N with a shared title", one`,
      `server process, ${CONNECTIONS} connections for ${SECONDS} s per request: first right after their import (one request,`,
      'as the web app sends a CSV file; before autovacuum or any index upkeep), then after `vacuum analyze`.',
      '',
      '| request | requests/s | p50 | p95 | p99 | errors |',
      '| --- | --- | --- | --- | --- | --- |',
      ...fresh,
      ...settled,
      '',
      `Each of ${FRAGMENTS.length} number fragments ("10" to "${FRAGMENTS.at(-1)}") with sent none, page 3, asked once`,
      'by one connection (a page no process has kept: read from the videos), then each again (kept):',
      '',
      '| request | p50 | p95 |',
      '| --- | --- | --- |',
      `| read: asked for the first time | ${ms(first.p50)} | ${ms(first.p95)} |`,
      `| kept: the same page again | ${ms(again.p50)} | ${ms(again.p95)} |`,
    ].join('\n');
  } finally {
    await server?.stop();
    await t.close();
  }
}

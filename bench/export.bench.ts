import { performance } from 'node:perf_hooks';
import { strToU8, zipSync } from 'fflate';
import { toCsv } from '@core/csv/csv-export';
import { buildExportZip } from '@server/modules/export/export-zip';
import { EXPORT_TABLES } from '@server/modules/export/export-tables';
import { ms, startBenchApp } from './bench-app';

type App = Awaited<ReturnType<typeof startBenchApp>>;

const COMMENTS = 100_000;
const VIDEOS = 20_000;

/** A large account: 20,000 videos, 100 batches of 1,000 posted comments with their results. */
async function fill(t: App) {
  await t.pool.query(
    `insert into videos (workspace_id, video_id, title, channel_title, view_count)
     select $1, 'v' || lpad(n::text, 10, '0'), 'A video about number ' || n, 'Some channel', n
     from generate_series(1, $2) n`,
    [t.workspaceId, VIDEOS],
  );
  await t.pool.query(
    `insert into batches (workspace_id, mode, status, total, finished_at)
     select $1, 'single', 'done', 1000, now() from generate_series(1, $2 / 1000)`,
    [t.workspaceId, COMMENTS],
  );
  await t.pool.query(
    `insert into comments (workspace_id, batch_id, channel_title, video_id, content, status,
       platform_comment_id, posted_at, position, visibility, like_count, reply_count)
     select $1, b.id, 'Alice Cooks', 'v' || lpad((n % $2 + 1)::text, 10, '0'),
       'Thanks for video ' || n || ', it helped a lot with the recipe.', 'posted',
       'Ug' || md5(n::text), now(), n, 'visible', n % 7, n % 3
     from generate_series(1, $3) n
     join lateral (select id from batches where workspace_id = $1
                   order by id offset (n - 1) / 1000 limit 1) b on true`,
    [t.workspaceId, VIDEOS, COMMENTS],
  );
  await t.pool.query('analyze');
}

/**
 * The live heap at most while `work` runs, above what it was before: measured after a full
 * collection (node --expose-gc) every 100 ms and whenever `work` calls `sample`, so garbage not
 * yet collected is not counted. A synchronous step is seen only where `work` samples before it.
 */
async function measured<T>(work: (sample: () => void) => Promise<T>) {
  const gc = global.gc ?? (() => undefined);
  gc();
  const live = () => {
    const memory = process.memoryUsage();
    return memory.heapUsed + memory.arrayBuffers; // the zip's pieces are array buffers
  };
  const before = live();
  let peak = before;
  const sample = () => {
    gc();
    peak = Math.max(peak, live());
  };
  const watch = setInterval(sample, 100);
  const result = await work(sample);
  clearInterval(watch);
  return { result, heap: peak - before };
}

/** Time alone, in a run of its own: the collections above would slow what they measure. */
async function timed(work: () => Promise<unknown>) {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const readOnly = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/** The naive way: every table read whole, written whole, zipped at once. */
async function naive(t: App, sample: () => void) {
  return t.db.transaction(async (tx) => {
    const files: Record<string, Uint8Array> = {};
    for (const table of EXPORT_TABLES) {
      const { rows } = await tx.execute(table.select(t.workspaceId));
      files[`${table.name}.json`] = strToU8(JSON.stringify(rows));
      const cells = rows.map((row) => table.fields.map((field) => row[field] as string | null));
      files[`${table.name}.csv`] = strToU8(toCsv([...table.fields], cells));
    }
    sample(); // everything read and written out, before zipping it
    return zipSync(files, { level: 6 });
  }, readOnly);
}

export async function exportBenchmark() {
  const t = await startBenchApp();
  try {
    await fill(t);
    const ours = () => t.db.transaction((tx) => buildExportZip(tx, t.workspaceId, 'en'), readOnly);
    const paged = await measured(ours);
    const whole = await measured((sample) => naive(t, sample));
    const pagedMs = await timed(ours);
    const wholeMs = await timed(() => naive(t, () => undefined));
    return [
      '## Export my data (`export.bench.ts`)',
      '',
      `One user with ${VIDEOS.toLocaleString('en')} videos and ${COMMENTS.toLocaleString('en')} posted comments in 100 batches (docs/security.md §8). Live memory (heap and array buffers): measured after a full garbage collection every 100 ms (the naive way also just before it zips, its largest moment), in a first run (\`npm run bench\` runs with \`--expose-gc\`); time from a second run, without them.`,
      '',
      '| way | time | live memory at most | zip |',
      '| --- | --- | --- | --- |',
      `| ours: cursors of 2,000 rows, JSON and CSV streamed into the zip | ${ms(pagedMs)} | +${mb(paged.heap)} | ${mb(paged.result.zip.length)} |`,
      `| naive: each table read whole, JSON and CSV, zipped at once | ${ms(wholeMs)} | +${mb(whole.heap)} | ${mb(whole.result.length)} |`,
    ].join('\n');
  } finally {
    await t.close();
  }
}

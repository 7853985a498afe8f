import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { prepareSample, type PreparedSample } from './search-piece';

/**
 * The statistics change only as autovacuum analyses the table again (after a tenth of it has
 * changed): read them this often at most, per process.
 */
const SAMPLE_TTL_MS = 10 * 60_000;

interface StatsRow {
  column: 'title' | 'channel_title';
  mcv: string[];
  freqs: number[];
  histogram: string[];
  nullFrac: number;
}

/** A sample of each searched column; empty before the table was first analysed. */
export interface SearchSamples {
  title: PreparedSample;
  channelTitle: PreparedSample;
}

const NONE: SearchSamples = { title: prepareSample([]), channelTitle: prepareSample([]) };

/**
 * No statistics yet (a table never analysed): asked again soon, as an import or autovacuum will
 * analyse it within a minute.
 */
const EMPTY_SAMPLE_TTL_MS = 10_000;

const cache = new WeakMap<Db, { at: number; samples: Promise<SearchSamples>; empty: boolean }>();

/**
 * A column's sample from `pg_stats`: its most common values with their shares, and the histogram's
 * values sharing what the common ones leave.
 */
function toSample(row: StatsRow) {
  const common = row.freqs.reduce((sum, share) => sum + share, 0);
  const each = row.histogram.length ? (1 - row.nullFrac - common) / row.histogram.length : 0;
  return prepareSample([
    ...row.mcv.map((value, i) => ({ value, share: row.freqs[i] ?? 0 })),
    ...row.histogram.map((value) => ({ value, share: each })),
  ]);
}

async function readSamples(db: Db) {
  const result = await db.execute<StatsRow & Record<string, unknown>>(sql`
    select attname as "column",
           coalesce(most_common_vals::text::text[], '{}') as mcv,
           coalesce(most_common_freqs, '{}') as freqs,
           coalesce(histogram_bounds::text::text[], '{}') as histogram,
           null_frac as "nullFrac"
      from pg_stats
     where schemaname = current_schema() and tablename = 'videos'
       and attname in ('title', 'channel_title')`);
  const sampleOf = (column: StatsRow['column']) => {
    const row = result.rows.find((r) => r.column === column);
    return row ? toSample(row) : prepareSample([]);
  };
  return { title: sampleOf('title'), channelTitle: sampleOf('channel_title') };
}

/**
 * Samples of the titles and channel names searched (docs/performance.md §5), for `searchPiece`.
 * They only steer which piece of a search the index is asked for, never what it finds.
 */
export function searchSamples(db: Db, now = Date.now()): Promise<SearchSamples> {
  const kept = cache.get(db);
  if (kept && now - kept.at < (kept.empty ? EMPTY_SAMPLE_TTL_MS : SAMPLE_TTL_MS)) {
    return kept.samples;
  }
  // A failed read steers nothing this time and is tried again at the next search.
  const samples = readSamples(db).catch(() => {
    cache.delete(db);
    return NONE;
  });
  const entry = { at: now, samples, empty: false };
  cache.set(db, entry);
  void samples.then((read) => {
    entry.empty = !read.title.values.length && !read.channelTitle.values.length;
  });
  return samples;
}

/** Read again at the next search: the table was just analysed (a large import). */
export function forgetSearchSamples(db: Db) {
  cache.delete(db);
}

/**
 * Which piece of a search the trigram indexes are asked for (docs/performance.md §5). A trigram
 * index finds `%number 19%` by intersecting the rows of every trigram of the pattern; when most
 * titles share a word ("number"), its trigrams' rows are most of the collection and the index
 * walks them all for a few matches (18 ms for one match in 100,000 videos, against 0.1 ms for
 * the rare part " 19" alone). So the index is asked for the piece of the search whose trigrams are
 * rarest, and the rows it finds are checked against the whole search: the answer is the same,
 * since a title that contains the search contains each piece of it.
 *
 * How rare a trigram is comes from the column statistics PostgreSQL keeps (`pg_stats`): a sample
 * of titles and channel names with the share of rows each stands for. Pure: the sample is read
 * elsewhere (search-sample.ts).
 */

/** A column's sample: values with the share of all rows each stands for. */
export type ColumnSample = { value: string; share: number }[];

/**
 * A sample as searches read it, worked out once for all of them: its values lower-cased, and the
 * share of rows under each trigram.
 */
export interface PreparedSample {
  values: { value: string; share: number }[];
  trigramShares: Map<string, number>;
}

/** Words as `pg_trgm` reads them in a database with the C locale: runs of ASCII letters and digits. */
const WORD = /[a-z0-9]+/g;

function trigramsOfPadded(padded: string, into: Set<string>) {
  for (let i = 0; i + 3 <= padded.length; i++) into.add(padded.slice(i, i + 3));
}

/** The trigrams `pg_trgm` stores for a value: each word as "  word ". */
export function valueTrigrams(value: string) {
  const found = new Set<string>();
  for (const [word] of value.toLowerCase().matchAll(WORD)) trigramsOfPadded(`  ${word} `, found);
  return found;
}

/**
 * The trigrams `pg_trgm` looks up for `ILIKE '%piece%'`: a word is padded where the piece shows
 * its edge (a space or other character around it), not where the piece itself ends, since the
 * pattern's `%` may go on with anything. Empty when the index cannot narrow the piece at all.
 */
export function patternTrigrams(piece: string) {
  const text = piece.toLowerCase();
  const found = new Set<string>();
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    const end = start + match[0].length;
    const before = start > 0 ? '  ' : '';
    const after = end < text.length ? ' ' : '';
    trigramsOfPadded(`${before}${match[0]}${after}`, found);
  }
  return found;
}

export function prepareSample(sample: ColumnSample): PreparedSample {
  const trigramShares = new Map<string, number>();
  for (const row of sample) {
    for (const trigram of valueTrigrams(row.value)) {
      trigramShares.set(trigram, (trigramShares.get(trigram) ?? 0) + row.share);
    }
  }
  const values = sample.map((row) => ({ value: row.value.toLowerCase(), share: row.share }));
  return { values, trigramShares };
}

/**
 * Reading a row to check it costs far more than stepping over an index entry: measured on 100,000
 * videos, about 4 ms for each trigram every row has, and 100 to 800 ms to read every row (the
 * more, the more they are spread over the table). A piece that finds far more rows than the
 * search needs is not cheaper for having rarer trigrams.
 */
const ROW_WEIGHT = 50;
/** Another piece is taken only when it costs well under the whole search. */
const WORTH_IT = 0.5;

/**
 * The index's work for a piece in one column, as a share of its rows: the rows under each of the
 * piece's trigrams, and the rows it finds, which are read to be checked.
 */
function pieceCost(piece: string, sample: PreparedSample) {
  const lower = piece.toLowerCase();
  let cost = 0;
  for (const row of sample.values) if (row.value.includes(lower)) cost += ROW_WEIGHT * row.share;
  for (const trigram of patternTrigrams(piece)) cost += sample.trigramShares.get(trigram) ?? 0;
  return cost;
}

/**
 * Pieces of at most this many words: each word more adds trigrams to step through, and a search
 * of 500 characters would otherwise have some 30,000 runs of words to weigh.
 */
const PIECE_WORDS_MAX = 3;

/**
 * The pieces a search may be looked up by: each run of its words (up to `PIECE_WORDS_MAX`), with the character before and
 * after it when the search goes on there (it makes "19" in "number 19" a word start, which the
 * index can find, where "19" alone is too short to have a trigram).
 */
function piecesOf(search: string) {
  const words = [...search.matchAll(/\S+/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
  const pieces = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    for (let j = i; j < Math.min(words.length, i + PIECE_WORDS_MAX); j++) {
      const start = Math.max(0, words[i]!.start - 1);
      const end = Math.min(search.length, words[j]!.end + 1);
      pieces.add(search.slice(start, end));
    }
  }
  return [...pieces].filter((piece) => patternTrigrams(piece).size > 0);
}

/**
 * A piece whose every trigram is in at least this share of a column's rows does not narrow the
 * search: the index would hand over most of the rows, each read, checked and sorted, where a walk in list order
 * stops as soon as it has the page and its count (titles that share their words: "… video number
 * N with …" searched for "2 with", 15 ms against 2.5 ms on 20,000 videos).
 */
const WALK_SHARE = 0.5;

/**
 * The share of the column's rows the index hands over for `piece`, by the sample: those with
 * every one of its trigrams, no more than those with its rarest.
 */
function indexShare(piece: string, sample: PreparedSample) {
  let share = 1;
  for (const trigram of patternTrigrams(piece)) {
    share = Math.min(share, sample.trigramShares.get(trigram) ?? 0);
  }
  return share;
}

/**
 * The piece of `search` to ask a column's trigram index for: the whole search, unless the column's
 * sample shows a piece whose index work is well under half of it. Always a substring of the
 * search. Each column has its own: a word every title shares may be rare among channel names.
 * Undefined when the index cannot narrow the search in this column: it has no trigram ("12" is
 * too short to have one), or even its best piece has only trigrams most rows have.
 */
export function searchPiece(search: string, sample: PreparedSample) {
  if (patternTrigrams(search).size === 0) return undefined;
  if (!sample.values.length) return search;
  const whole = pieceCost(search, sample);
  let best = { piece: search, cost: whole };
  for (const piece of piecesOf(search)) {
    const cost = pieceCost(piece, sample);
    if (cost < best.cost) best = { piece, cost };
  }
  const piece = best.cost < whole * WORTH_IT ? best.piece : search;
  return indexShare(piece, sample) >= WALK_SHARE ? undefined : piece;
}

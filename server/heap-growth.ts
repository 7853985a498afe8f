import { setFlagsFromString } from 'node:v8';

/**
 * How far the heap may grow past what the last full collection kept before the next one, in
 * percent (V8's `--heap-growing-percent`). Left to itself, V8 lets a process whose full
 * collections are quick grow to four times what they keep. While five clients read the unpaged
 * list, about 14 MB a second outlives the young collections (mostly the list's pieces, as the
 * database sent them) and piles up in the old generation: a server keeping 43 MB went to 175 MB
 * of heap between full collections (docs/performance.md §5). At twice what it keeps (V8's own
 * limit when memory is short) the heap peaked under 100 MB, full collections came every half
 * second instead of every three, each a few milliseconds, and neither a page nor the health
 * check answered measurably slower.
 */
export const HEAP_GROWTH_PERCENT = 100;

/** As V8 and node's command line spell it. */
export const HEAP_GROWTH_FLAG = `--heap-growing-percent=${HEAP_GROWTH_PERCENT}`;

/** For the server's process: set before it serves, read by V8 after each full collection. */
export function limitHeapGrowth() {
  setFlagsFromString(HEAP_GROWTH_FLAG);
}

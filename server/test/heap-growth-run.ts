import { limitHeapGrowth } from '../heap-growth';

/**
 * For heap-growth.test.ts, in a process of its own: keeps about 30 MB alive while objects pass
 * through a window long enough that each outlives two young collections (as the unpaged list's
 * pieces do), and prints the most heap the process used. With `limit`, as the server starts.
 */
if (process.argv[2] === 'limit') limitHeapGrowth();
const kept = Array.from({ length: 200_000 }, (_, i) => ({ i, text: `kept ${i}` }));
const passing = new Array<unknown>(100_000);
let most = 0;
for (let i = 0; i < 10_000_000; i++) {
  passing[i % passing.length] = { i, text: `passing ${i}` };
  if (i % 10_000 === 0) most = Math.max(most, process.memoryUsage().heapUsed);
}
console.log(JSON.stringify({ mostMb: most / 1e6, kept: kept.length }));

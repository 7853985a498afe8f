import { describe, expect, it } from 'vitest';
import { turns } from './turns';

/** Which of these takes hold a turn once everything that could run has run. */
async function holding(takes: Promise<unknown>[]) {
  const held = takes.map(() => false);
  takes.forEach((take, i) => void take.then(() => (held[i] = true)));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return held;
}

describe('turns', () => {
  it('lets so many hold a turn at once, and the next in line when one gives it back', async () => {
    const queue = turns(2);
    const takes = [queue.take(), queue.take(), queue.take(), queue.take()];
    expect(await holding(takes)).toEqual([true, true, false, false]);
    const [first, second] = await Promise.all([takes[0]!, takes[1]!]);

    first();
    first(); // given back twice: one turn freed, for the first in line only
    expect(await holding(takes)).toEqual([true, true, true, false]);
    second();
    expect(await holding(takes)).toEqual([true, true, true, true]);

    const [third, fourth] = await Promise.all([takes[2]!, takes[3]!]);
    third();
    fourth();
    // All given back: two at once again, the next one waits.
    expect(await holding([queue.take(), queue.take(), queue.take()])).toEqual([true, true, false]);
  });
});

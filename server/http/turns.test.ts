import { describe, expect, it } from 'vitest';
import { turns } from './turns';

describe('turns', () => {
  it('lets so many hold a turn at once, and the next in line when one gives it back', async () => {
    const queue = turns(2);
    const order: string[] = [];
    const first = await queue.take();
    const second = await queue.take();
    const third = queue.take().then((done) => (order.push('third'), done));
    const fourth = queue.take().then((done) => (order.push('fourth'), done));
    await Promise.resolve();
    expect(order).toEqual([]);
    first();
    first(); // giving a turn back twice frees one turn only
    await third;
    expect(order).toEqual(['third']);
    second();
    (await fourth)();
    expect(order).toEqual(['third', 'fourth']);
    // All given back: two at once again, without waiting.
    (await third)();
    const a = await queue.take();
    const b = await queue.take();
    a();
    b();
  });
});

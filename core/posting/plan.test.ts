import { describe, expect, it } from 'vitest';
import { batchTotal, itemsPerPair, planBatch, planWarnings } from './plan';

const a = { id: 'ta', content: 'Great video!', frequency: 2 };
const b = { id: 'tb', content: 'Thanks for sharing', frequency: 1 };

describe('itemsPerPair', () => {
  it('single mode: the template, else the typed text, else nothing for blank text', () => {
    expect(
      itemsPerPair({ mode: 'single', template: { id: 't', content: 'T' }, text: 'ignored' }),
    ).toEqual([{ content: 'T', templateId: 't' }]);
    expect(itemsPerPair({ mode: 'single', text: '  hi  ' })).toEqual([
      { content: 'hi', templateId: null },
    ]);
    expect(itemsPerPair({ mode: 'single', text: '   ' })).toEqual([]);
    expect(itemsPerPair({ mode: 'single' })).toEqual([]);
  });

  it('multiple mode: each template by its frequency, cycling through them', () => {
    const c = { id: 'tc', content: 'Third', frequency: 3 };
    expect(itemsPerPair({ mode: 'multi', templates: [a, b, c] }).map((i) => i.templateId)).toEqual([
      'ta',
      'tb',
      'tc',
      'ta',
      'tc',
      'tc',
    ]);
    expect(itemsPerPair({ mode: 'multi', templates: [] })).toEqual([]);
  });
});

describe('batchTotal', () => {
  it.each([
    ['2 channels × 3 videos × frequencies 2+1', 2, 3, { mode: 'multi', templates: [a, b] }, 18],
    ['multi with no template', 2, 3, { mode: 'multi', templates: [] }, 0],
    [
      'multi with a zero frequency',
      1,
      1,
      { mode: 'multi', templates: [{ ...a, frequency: 0 }, b] },
      1,
    ],
    ['single with text', 3, 4, { mode: 'single', text: 'hello' }, 12],
    ['single with blank text', 3, 4, { mode: 'single', text: '  ' }, 0],
    ['no channel', 0, 4, { mode: 'single', text: 'hello' }, 0],
  ] as const)('%s: %i', (_case, accounts, videos, choice, total) => {
    expect(batchTotal(accounts, videos, choice).total).toBe(total);
  });
});

describe('planBatch', () => {
  it('plans every channel × video × item once, in posting order', () => {
    const planned = planBatch(['c1', 'c2'], ['v1', 'v2', 'v3'], {
      mode: 'multi',
      templates: [a, b],
    });
    expect(planned).toHaveLength(18);
    expect(planned.slice(0, 3)).toEqual([
      { accountId: 'c1', videoId: 'v1', content: 'Great video!', templateId: 'ta', position: 0 },
      { accountId: 'c2', videoId: 'v1', content: 'Great video!', templateId: 'ta', position: 1 },
      { accountId: 'c1', videoId: 'v2', content: 'Great video!', templateId: 'ta', position: 2 },
    ]);
    const perPair = new Map<string, number>();
    for (const c of planned)
      perPair.set(
        `${c.accountId}/${c.videoId}`,
        (perPair.get(`${c.accountId}/${c.videoId}`) ?? 0) + 1,
      );
    expect([...perPair.values()]).toEqual(Array(6).fill(3));
  });
});

describe('planWarnings', () => {
  it('warns when a channel comments more than once per video, or a text goes to many videos', () => {
    expect(planWarnings(3, { mode: 'single', text: 'x' })).toEqual({
      repeatsPerVideo: 0,
      widelyUsedTexts: [],
    });
    expect(planWarnings(3, { mode: 'multi', templates: [a] }).repeatsPerVideo).toBe(2);
    expect(planWarnings(11, { mode: 'multi', templates: [a, b] }).widelyUsedTexts).toEqual([
      'Great video!',
      'Thanks for sharing',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_FIND_FORM, findRequest } from './find-form-state';

describe('findRequest', () => {
  it('sends only what the chosen source takes, "any" left out', () => {
    const form = { ...DEFAULT_FIND_FORM, q: ' sourdough ', language: 'en', viewsMin: 100 };
    expect(findRequest({ ...form, kind: 'popular', regionCode: 'TW' })).toEqual({
      kind: 'popular',
      query: {
        regionCode: 'TW',
        topic: undefined,
        viewsMin: 100,
        viewsMax: undefined,
        likesMin: undefined,
        likesMax: undefined,
        shorts: 'include',
      },
    });
    expect(findRequest(form).query).toMatchObject({
      q: 'sourdough',
      language: 'en',
      regionCode: undefined,
      viewsMin: 100,
    });
  });

  it('asks Popular only for a topic of its charts (music, movies, gaming): another means any', () => {
    const popular = { ...DEFAULT_FIND_FORM, kind: 'popular' as const };
    expect(findRequest({ ...popular, topic: '20' }).query).toMatchObject({ topic: '20' });
    // Sports, chosen for a search: the charts have none.
    expect(findRequest({ ...popular, topic: '17' }).query).toMatchObject({ topic: undefined });
    expect(findRequest({ ...DEFAULT_FIND_FORM, q: 'x', topic: '17' }).query).toMatchObject({
      topic: '17',
    });
  });
});

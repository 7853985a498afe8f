import { describe, expect, it } from 'vitest';
import { DEFAULT_FIND_FORM, toFindRequest } from './find-form-state';

describe('toFindRequest', () => {
  it('refuses a search without a query', () => {
    expect(toFindRequest({ ...DEFAULT_FIND_FORM, q: '   ' })).toEqual({
      problem: { field: 'q', key: 'find.form.queryRequired' },
    });
  });

  it('refuses a channel or playlist without a link', () => {
    expect(toFindRequest({ ...DEFAULT_FIND_FORM, kind: 'source' }).problem?.field).toBe('link');
  });

  it('refuses a minimum over its maximum, for views and for likes', () => {
    const views = toFindRequest({ ...DEFAULT_FIND_FORM, q: 'x', viewsMin: 10, viewsMax: 9 });
    expect(views.problem).toEqual({ field: 'viewsMin', key: 'find.form.viewsMinOverMax' });
    const likes = toFindRequest({
      ...DEFAULT_FIND_FORM,
      kind: 'popular',
      likesMin: 5,
      likesMax: 1,
    });
    expect(likes.problem).toEqual({ field: 'likesMin', key: 'find.form.likesMinOverMax' });
  });

  it('sends only what the chosen source takes, "any" left out', () => {
    const form = { ...DEFAULT_FIND_FORM, q: ' sourdough ', language: 'en', viewsMin: 100 };
    expect(toFindRequest({ ...form, kind: 'popular', regionCode: 'TW' }).request).toEqual({
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
    expect(toFindRequest(form).request?.query).toMatchObject({
      q: 'sourdough',
      language: 'en',
      regionCode: undefined,
      viewsMin: 100,
    });
  });
});

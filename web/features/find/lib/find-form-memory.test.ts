import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@web/lib/storage';
import { readFindForm, rememberFindForm, rememberFindSource } from './find-form-memory';
import { DEFAULT_FIND_FORM } from './find-form-state';

afterEach(() => window.localStorage.clear());

describe('the remembered Find form', () => {
  it('starts from the defaults, and comes back as it was left', () => {
    expect(readFindForm()).toEqual(DEFAULT_FIND_FORM);
    const filled = { ...DEFAULT_FIND_FORM, kind: 'popular' as const, q: '烘焙', viewsMin: 1000 };
    rememberFindForm(filled);
    expect(readFindForm()).toEqual(filled);
  });

  it('reads a stored form field by field: what does not fit falls back to its default', () => {
    window.localStorage.setItem(
      STORAGE_KEYS.findForm,
      JSON.stringify({
        kind: 'trending',
        q: 'bread',
        viewsMin: -5,
        likesMax: 7,
        shorts: 'only',
        extra: 1,
      }),
    );
    expect(readFindForm()).toEqual({
      ...DEFAULT_FIND_FORM,
      q: 'bread',
      likesMax: 7,
      shorts: 'only',
    });
    window.localStorage.setItem(STORAGE_KEYS.findForm, '{not json');
    expect(readFindForm()).toEqual(DEFAULT_FIND_FORM);
    window.localStorage.setItem(STORAGE_KEYS.findForm, 'null');
    expect(readFindForm()).toEqual(DEFAULT_FIND_FORM);
  });

  it('takes a channel or playlist link, keeping the filters', () => {
    rememberFindForm({ ...DEFAULT_FIND_FORM, q: 'bread', viewsMin: 10 });
    rememberFindSource('https://www.youtube.com/@chordlab');
    expect(readFindForm()).toEqual({
      ...DEFAULT_FIND_FORM,
      q: 'bread',
      viewsMin: 10,
      kind: 'source',
      link: 'https://www.youtube.com/@chordlab',
    });
  });
});

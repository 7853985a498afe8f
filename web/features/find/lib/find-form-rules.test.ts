import { describe, expect, it } from 'vitest';
import i18n from '@web/i18n/i18n';
import { checkValues } from '@web/lib/form-issues';
import { FIND_FORM_MESSAGES, findFormRules } from './find-form-rules';
import { DEFAULT_FIND_FORM, type FindFormValues } from './find-form-state';

const errors = (form: Partial<FindFormValues>) =>
  checkValues(i18n.t, findFormRules, { ...DEFAULT_FIND_FORM, ...form }, FIND_FORM_MESSAGES).errors;

describe('the Find form rules', () => {
  it('refuses a search without a query, under the query', () => {
    expect(errors({ q: '   ' })).toEqual({ q: 'Type what to search for first.' });
  });

  it('refuses a channel or playlist without a link, under the link', () => {
    expect(errors({ kind: 'source' })).toEqual({ link: 'Paste a channel or playlist link first.' });
  });

  it('refuses a minimum over its maximum, for views and for likes', () => {
    expect(errors({ q: 'x', viewsMin: 10, viewsMax: 9 })).toEqual({
      viewsMin: 'Minimum views must not be over the maximum.',
    });
    expect(errors({ kind: 'popular', likesMin: 5, likesMax: 1 })).toEqual({
      likesMin: 'Minimum likes must not be over the maximum.',
    });
  });

  it("says the server's own bound for a query before it is sent", () => {
    expect(errors({ q: 'x'.repeat(201) })).toEqual({ q: 'At most 200 characters.' });
  });

  it('passes a search the server would take, whatever the other sources lack', () => {
    expect(errors({ q: 'sourdough', link: '' })).toBeUndefined();
  });
});

import type { ShortsChoice } from '@core/videos/video-filters';
import type { TKey } from '@core/i18n/keys';
import type { FindRequest } from '../api/found-pages';

export type FindSourceKind = FindRequest['kind'];
/** A number field: empty, or what the user typed. */
type Bound = number | '';

/** The form as the user fills it; `''` means "any" in the selects. */
export interface FindFormValues {
  kind: FindSourceKind;
  q: string;
  regionCode: string;
  language: string;
  topic: string;
  duration: 'any' | 'short' | 'medium' | 'long';
  within: 'any' | 'day' | 'week' | 'month' | 'year';
  order: 'relevance' | 'date' | 'viewCount';
  link: string;
  viewsMin: Bound;
  viewsMax: Bound;
  likesMin: Bound;
  likesMax: Bound;
  shorts: ShortsChoice;
}

export const DEFAULT_FIND_FORM: FindFormValues = {
  kind: 'search',
  q: '',
  regionCode: '',
  language: '',
  topic: '',
  duration: 'any',
  within: 'any',
  order: 'relevance',
  link: '',
  viewsMin: '',
  viewsMax: '',
  likesMin: '',
  likesMax: '',
  shorts: 'include',
};

/** A reason the form cannot be sent, as a translation key, and the field it concerns. */
export interface FindFormProblem {
  field: 'q' | 'link' | 'viewsMin' | 'likesMin';
  key: TKey;
}

const bound = (value: Bound) => (value === '' ? undefined : value);
const orAny = (value: string) => value || undefined;

/**
 * The request the form asks for, or why it cannot be sent: an empty query or link, a minimum
 * over its maximum. Checked here so that a search that cannot work costs nothing.
 */
export function toFindRequest(
  form: FindFormValues,
): { request: FindRequest; problem?: never } | { problem: FindFormProblem; request?: never } {
  if (form.kind === 'search' && !form.q.trim())
    return { problem: { field: 'q', key: 'find.form.queryRequired' } };
  if (form.kind === 'source' && !form.link.trim())
    return { problem: { field: 'link', key: 'find.form.linkRequired' } };
  for (const field of ['views', 'likes'] as const) {
    const min = bound(form[`${field}Min`]);
    const max = bound(form[`${field}Max`]);
    if (min !== undefined && max !== undefined && min > max)
      return { problem: { field: `${field}Min`, key: `find.form.${field}MinOverMax` } };
  }
  const filters = {
    viewsMin: bound(form.viewsMin),
    viewsMax: bound(form.viewsMax),
    likesMin: bound(form.likesMin),
    likesMax: bound(form.likesMax),
    shorts: form.shorts,
  };
  switch (form.kind) {
    case 'search':
      return {
        request: {
          kind: 'search',
          query: {
            ...filters,
            q: form.q.trim(),
            regionCode: orAny(form.regionCode),
            language: orAny(form.language),
            topic: orAny(form.topic),
            duration: form.duration,
            within: form.within,
            order: form.order,
          },
        },
      };
    case 'popular':
      return {
        request: {
          kind: 'popular',
          query: { ...filters, regionCode: orAny(form.regionCode), topic: orAny(form.topic) },
        },
      };
    case 'source':
      return { request: { kind: 'source', query: { ...filters, link: form.link.trim() } } };
  }
}

import { POPULAR_TOPIC_IDS } from '@core/api/find.schema';
import type { ShortsChoice } from '@core/videos/video-filters';
import type { FindRequest } from '../api/found-pages';

export type FindSourceKind = FindRequest['kind'];
/** A number field: empty, or what the user typed. */
type Bound = number | '';

/** The form as the user fills it; `''` means "any" in the selects. */
export type FindFormValues = {
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
};

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

/**
 * The topic the form asks for: Popular lists YouTube's Trending Music, Movies and Gaming charts
 * alone, so a topic chosen for a search that is none of theirs means any ('').
 */
export const topicOf = (kind: FindSourceKind, topic: string) =>
  kind !== 'popular' || POPULAR_TOPIC_IDS.includes(topic) ? topic : '';

const bound = (value: Bound) => (value === '' ? undefined : value);
const orAny = (value: string) => value || undefined;

/** The request the form asks for: what the chosen source takes, "any" left out. */
export function findRequest(form: FindFormValues): FindRequest {
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
      };
    case 'popular':
      return {
        kind: 'popular',
        query: {
          ...filters,
          regionCode: orAny(form.regionCode),
          topic: orAny(topicOf('popular', form.topic)),
        },
      };
    case 'source':
      return { kind: 'source', query: { ...filters, link: form.link.trim() } };
  }
}

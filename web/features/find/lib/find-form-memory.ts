import { readStorage, STORAGE_KEYS, writeStorage } from '@web/lib/storage';
import { DEFAULT_FIND_FORM, type FindFormValues } from './find-form-state';

type Field = keyof FindFormValues;

/** The values a select may hold; text fields take any string, counts any whole number. */
const CHOICES: Partial<Record<Field, readonly string[]>> = {
  kind: ['search', 'popular', 'source'],
  duration: ['any', 'short', 'medium', 'long'],
  within: ['any', 'day', 'week', 'month', 'year'],
  order: ['relevance', 'date', 'viewCount'],
  shorts: ['include', 'exclude', 'only'],
};
const BOUNDS = new Set<Field>(['viewsMin', 'viewsMax', 'likesMin', 'likesMax']);

function fits(field: Field, value: unknown) {
  if (BOUNDS.has(field)) return value === '' || (Number.isSafeInteger(value) && Number(value) >= 0);
  const choices = CHOICES[field];
  return typeof value === 'string' && (!choices || choices.includes(value));
}

/**
 * The form as this browser last left it. What was stored by another version of the app, or
 * edited by hand, is read field by field: a value that no longer fits falls back to its default.
 */
export function readFindForm(): FindFormValues {
  let stored: unknown;
  try {
    stored = JSON.parse(readStorage(STORAGE_KEYS.findForm) ?? '{}');
  } catch {
    return DEFAULT_FIND_FORM;
  }
  if (typeof stored !== 'object' || stored === null) return DEFAULT_FIND_FORM;
  const values: Record<string, unknown> = { ...DEFAULT_FIND_FORM };
  for (const field of Object.keys(DEFAULT_FIND_FORM) as Field[]) {
    const value = (stored as Record<string, unknown>)[field];
    if (fits(field, value)) values[field] = value;
  }
  return values as unknown as FindFormValues;
}

export function rememberFindForm(values: FindFormValues) {
  writeStorage(STORAGE_KEYS.findForm, JSON.stringify(values));
}

/** Sets the form to list a channel's or a playlist's videos: the Add tab's offer for such links. */
export function rememberFindSource(link: string) {
  rememberFindForm({ ...readFindForm(), kind: 'source', link });
}

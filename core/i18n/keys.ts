import type en from './locales/en.json';

/** The keys the English words have: every other language has the same (locales.test.ts). */
type EnglishKey = keyof typeof en;

/** A plural is asked for by its base key, with a `count`: x for x_one, x_other, ... */
type PluralBase<Key> = Key extends `${infer Base}_${Intl.LDMLPluralRule}` ? Base : never;

/**
 * What `t` takes: a key of en.json, or the base of a plural there. Only the type is imported: the
 * words themselves load as a chunk of their own.
 */
export type TKey = EnglishKey | PluralBase<EnglishKey>;

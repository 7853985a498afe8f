import type en from './locales/en.json';

/** The keys the English words have: every other language has the same (locales.test.ts). */
type EnglishKey = keyof typeof en;

/** A plural is asked for by its base key, with a `count`: x for x_one, x_other, ... */
type PluralBase<Key> = Key extends `${infer Base}_${Intl.LDMLPluralRule}` ? Base : never;
type Asked<Key> = Key | PluralBase<Key>;

/**
 * The sections only the server reads: emails, chat lines, the export's README. The web never
 * loads their words (web/i18n/word-parts.ts), and its `t` cannot name them.
 */
export const SERVER_SECTIONS = ['digest', 'event', 'exportReadme', 'mail', 'webhookChat'] as const;
type ServerWord = Extract<EnglishKey, `${(typeof SERVER_SECTIONS)[number]}.${string}`>;

/**
 * What the web's `t` takes: a key of en.json, or the base of a plural there, outside the server's
 * sections. Only the type is imported: the words themselves load as a chunk of their own.
 */
export type TKey = Asked<Exclude<EnglishKey, ServerWord>>;

/** What the server's `t` takes (server/i18n): a key of the server's sections. */
export type ServerKey = Asked<ServerWord>;

/** Whether a key belongs to the server's sections. */
export const isServerKey = (key: string) =>
  SERVER_SECTIONS.some((section) => key.startsWith(`${section}.`));

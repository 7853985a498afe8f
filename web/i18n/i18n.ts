import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage';
import { DEFAULT_LANGUAGE, isLanguageCode, startingLanguage, type LanguageCode } from './languages';
import type { TKey } from '@core/i18n/keys';
import { Translator, type Words } from './translator';
import type { WordPart } from './word-parts';

type Chunk = () => Promise<{ default: Words }>;
/**
 * Each language, and each part of it (word-parts.ts), is a chunk of its own: a visitor downloads
 * only the words they read, and the sign-in page only the words it shows.
 */
const LOCALES: Record<LanguageCode, Partial<Record<WordPart, Chunk>>> = {
  en: {
    first: () => import('@core/i18n/locales/en.json?words=first'),
    rest: () => import('@core/i18n/locales/en.json?words=rest'),
  },
  'zh-CN': {
    first: () => import('@core/i18n/locales/zh-CN.json?words=first'),
    rest: () => import('@core/i18n/locales/zh-CN.json?words=rest'),
  },
  'zh-TW': {
    first: () => import('@core/i18n/locales/zh-TW.json?words=first'),
    rest: () => import('@core/i18n/locales/zh-TW.json?words=rest'),
  },
};

// Only the exact codes we ship: a stray code falls back to the default, never to a request.
const i18n = new Translator<TKey, WordPart>(
  async (language, part) =>
    (await LOCALES[isLanguageCode(language) ? language : DEFAULT_LANGUAGE][part]!()).default,
  ['first'],
);

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  document.title = i18n.t('app.title');
});

const starting = startingLanguage(readStorage(STORAGE_KEYS.language), window.location.search);
if (starting.fromLink) writeStorage(STORAGE_KEYS.language, starting.language);

/** Resolves once the starting language's words are loaded: render after it. */
export const i18nReady = i18n.changeLanguage(starting.language);

/** Every word of the language: awaited before any page but the sign-in page is drawn. */
export const loadAllWords = () => i18n.need('rest');

/**
 * A lazy component's code together with every word (word-parts.ts): for what the sign-in page's
 * shell opens on demand, and for the router's pages. word-parts.test.ts knows this wrapper.
 */
export const withAllWords =
  <T>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), loadAllWords()]).then(([module]) => module);

/**
 * Loads a part whose chunks are named by the module that needs it (later-words.ts): neither first
 * screen carries their addresses.
 */
export function needPart(part: WordPart, chunks: Record<LanguageCode, Chunk>) {
  for (const language of Object.keys(chunks) as LanguageCode[])
    LOCALES[language][part] = chunks[language];
  return i18n.need(part);
}

/** Whether a language was ever chosen in this browser (or taken from an email's link). */
export const languageChosenHere = () => isLanguageCode(readStorage(STORAGE_KEYS.language));

/** Applies a language without reloading (once its words are loaded), and remembers it. */
export function changeLanguage(language: LanguageCode) {
  writeStorage(STORAGE_KEYS.language, language);
  return i18n.changeLanguage(language);
}

export default i18n;

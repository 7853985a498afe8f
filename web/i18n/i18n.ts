import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from './languages';
import type { TKey } from './keys';
import { Translator, type Words } from './translator';

/** Each language is a chunk of its own: a visitor downloads only the words they read. */
const LOCALES: Record<LanguageCode, () => Promise<{ default: Words }>> = {
  en: () => import('./locales/en.json'),
  'zh-CN': () => import('./locales/zh-CN.json'),
  'zh-TW': () => import('./locales/zh-TW.json'),
};

// Only the exact codes we ship: a stray code falls back to the default, never to a request.
const i18n = new Translator<TKey>(
  async (language) =>
    (await LOCALES[isLanguageCode(language) ? language : DEFAULT_LANGUAGE]()).default,
);

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  document.title = i18n.t('app.title');
});

const stored = readStorage(STORAGE_KEYS.language);

/** Resolves once the starting language's words are loaded: render after it. */
export const i18nReady = i18n.changeLanguage(isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE);

/** Applies a language without reloading (once its words are loaded), and remembers it. */
export function changeLanguage(language: LanguageCode) {
  writeStorage(STORAGE_KEYS.language, language);
  return i18n.changeLanguage(language);
}

export default i18n;

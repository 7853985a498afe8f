import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage';
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGES, type LanguageCode } from './languages';

type Translations = Record<string, string>;

/** Each language is a chunk of its own: a visitor downloads only the words they read. */
const LOCALES: Record<LanguageCode, () => Promise<{ default: Translations }>> = {
  en: () => import('./locales/en.json'),
  'zh-CN': () => import('./locales/zh-CN.json'),
  'zh-TW': () => import('./locales/zh-TW.json'),
};

/** i18next asks before it switches, so a language never shows before its words arrive. */
const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguageCode(language)) return callback(new Error(`no locale ${language}`), false);
    LOCALES[language]().then(
      (locale) => callback(null, locale.default),
      (error: Error) => callback(error, false),
    );
  },
};

function applyToDocument(language: string) {
  document.documentElement.lang = language;
  document.title = i18n.t('app.title');
}
i18n.on('languageChanged', applyToDocument);

const stored = readStorage(STORAGE_KEYS.language);

/** Resolves once the starting language's words are loaded: render after it. */
export const i18nReady = i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    lng: isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE,
    fallbackLng: false,
    // Only the exact codes we ship: never a request for "zh" or "dev".
    supportedLngs: LANGUAGES.map((language) => language.code),
    load: 'currentOnly',
    // Keys are flat ("auth.login.submit"), one level per file: no nesting to resolve.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

/** Applies a language without reloading (once its words are loaded), and remembers it. */
export function changeLanguage(language: LanguageCode) {
  writeStorage(STORAGE_KEYS.language, language);
  return i18n.changeLanguage(language);
}

export default i18n;

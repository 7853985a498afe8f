import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from './languages';
import en from './locales/en.json';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

export const resources = {
  en: { translation: en },
  'zh-CN': { translation: zhCN },
  'zh-TW': { translation: zhTW },
} as const;

const stored = readStorage(STORAGE_KEYS.language);

void i18n.use(initReactI18next).init({
  resources,
  lng: isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE,
  fallbackLng: false,
  // Keys are flat ("auth.login.submit"), one level per file: no nesting to resolve.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

function applyToDocument(language: string) {
  document.documentElement.lang = language;
  document.title = i18n.t('app.title');
}

applyToDocument(i18n.language);
i18n.on('languageChanged', applyToDocument);

/** Applies a language at once, without reloading, and remembers it. */
export function changeLanguage(language: LanguageCode) {
  writeStorage(STORAGE_KEYS.language, language);
  return i18n.changeLanguage(language);
}

export default i18n;

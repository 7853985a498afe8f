/**
 * The server's words (emails, notifications, chat lines, the export's README) come from the same
 * catalogue as the screens, core/i18n/locales, made into text by the same function.
 */
import { APP_NAME } from '@core/app-info';
import type { ServerKey } from '@core/i18n/keys';
import en from '@core/i18n/locales/en.json';
import zhCN from '@core/i18n/locales/zh-CN.json';
import zhTW from '@core/i18n/locales/zh-TW.json';
import { makeT, type TFunction, type Words } from '@core/i18n/translate';
import { isLanguage, type Language } from '@core/languages';

/** A key misspelt, or of the web's sections, fails tsc (core/i18n/keys.ts). */
export type ServerT = TFunction<ServerKey>;

const WORDS: Record<Language, Words> = { en, 'zh-CN': zhCN, 'zh-TW': zhTW };

function translator(language: Language): ServerT {
  const t = makeT<ServerKey>(language, WORDS[language]);
  // `{{app}}` is the app's name in every text that names it.
  return (key, options) => t(key, { app: APP_NAME, ...options });
}

const TRANSLATORS = Object.fromEntries(
  Object.keys(WORDS).map((language) => [language, translator(language as Language)]),
) as Record<Language, ServerT>;

/** The words of `language`; a language the app does not have reads English. */
export const tFor = (language: string): ServerT =>
  TRANSLATORS[isLanguage(language) ? language : 'en'];

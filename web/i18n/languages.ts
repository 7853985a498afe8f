import cnFlag from '../assets/flags/cn.svg';
import twFlag from '../assets/flags/tw.svg';
import usFlag from '../assets/flags/us.svg';
import { linkLanguage } from '@core/i18n/link-language';

export const LANGUAGES = [
  { code: 'en', name: 'English', flag: usFlag },
  { code: 'zh-CN', name: '简体中文', flag: cnFlag },
  { code: 'zh-TW', name: '繁體中文', flag: twFlag },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

/**
 * docs/email.md §3: the language a page opens in. The one this browser chose wins (the person at
 * this screen chose it); else the one of the email whose link opened the page (`?lang=`), which
 * the browser then keeps as if chosen, so that the pages after it (signing in, the app) stay in it
 * and the account's emails are not switched to the default by a browser that never chose.
 */
export function startingLanguage(stored: string | null, search: string) {
  if (isLanguageCode(stored)) return { language: stored, fromLink: false };
  const fromLink = linkLanguage(search);
  return fromLink
    ? { language: fromLink, fromLink: true }
    : { language: DEFAULT_LANGUAGE, fromLink: false };
}

/**
 * What goes between two sentences drawn one after the other (a text, then its link): a space in
 * English, nothing in Chinese, whose full stop is as wide as a character and holds its own space.
 */
export const sentenceGap = (language: string) => (language.startsWith('zh') ? '' : ' ');

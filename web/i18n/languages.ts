import cnFlag from '../assets/flags/cn.svg';
import twFlag from '../assets/flags/tw.svg';
import usFlag from '../assets/flags/us.svg';

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
 * What goes between two sentences drawn one after the other (a text, then its link): a space in
 * English, nothing in Chinese, whose full stop is as wide as a character and holds its own space.
 */
export const sentenceGap = (language: string) => (language.startsWith('zh') ? '' : ' ');

/**
 * The one way a text is made from the catalogue (core/i18n/locales), in the browser and on the
 * server alike: `{{name}}` filled in (a number as the language writes it), `_one`/`_other` chosen
 * by `count`.
 */
import { formatNumber } from '../format/number';

export type Words = Record<string, string>;
export type TOptions = Record<string, string | number | undefined>;
export type TFunction<Key extends string = string> = (key: Key, options?: TOptions) => string;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

function fill(text: string, options: TOptions, language: string) {
  // A value not passed leaves its placeholder, so a missing argument is seen, not hidden.
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = options[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(value, language) : value;
  });
}

/**
 * `t` is bound to the words it was made with: a new language makes a new `t`. A number fills its
 * placeholder written as the language writes it ("10,000"); `count` also chooses the plural form.
 * A key without words answers itself.
 */
export function makeT<Key extends string>(language: string, words: Words): TFunction<Key> {
  const plurals = new Intl.PluralRules(language);
  return (key, options) => {
    let text = words[key];
    if (typeof options?.count === 'number') {
      text = words[`${key}_${plurals.select(options.count)}`] ?? text;
    }
    if (text === undefined) return key;
    return options ? fill(text, options, language) : text;
  };
}

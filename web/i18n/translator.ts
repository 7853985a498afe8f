/**
 * The words of one language at a time, and the little the app asks of them: `{{name}}` filled in
 * (a number as the language writes it), `_one`/`_other` chosen by `count`, a key's presence, a
 * change of language. It replaces a general i18n library whose runtime weighed about 15 kB
 * compressed on every first load for the same work.
 */
import type { TKey } from './keys';
import { formatNumber } from '@core/format/number';

export type Words = Record<string, string>;
export type TOptions = Record<string, string | number | undefined>;
/** The app's `t` takes only keys en.json has (keys.ts): a misspelt one fails tsc. */
export type TFunction<Key extends string = TKey> = (key: Key, options?: TOptions) => string;
type Listener = (language: string) => void;

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
 */
function makeT<Key extends string>(language: string, words: Words): TFunction<Key> {
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

/**
 * The words of the current language, loaded in parts: a part asked for once (`need`) is loaded
 * for every language switched to after, so a switch never loses words a page already shows.
 */
export class Translator<Key extends string = string, Part extends string = string> {
  language = '';
  private words: Words = {};
  t: TFunction<Key> = (key) => key;
  private listeners = new Set<Listener>();
  private pending?: string;
  private readonly parts: Set<Part>;
  /** The parts `words` holds, for `language`. */
  private loaded = new Set<Part>();

  constructor(
    private readonly load: (language: string, part: Part) => Promise<Words>,
    firstParts: Part[],
  ) {
    this.parts = new Set(firstParts);
  }

  exists = (key: string) => key in this.words;

  /** Switches once the language's words have arrived; of two quick changes, the last one wins. */
  changeLanguage = async (language: string) => {
    this.pending = language;
    const parts = [...this.parts];
    const loaded = await Promise.all(parts.map((part) => this.load(language, part)));
    if (this.pending !== language) return;
    this.words = Object.assign({}, ...loaded) as Words;
    this.loaded = new Set(parts);
    this.language = language;
    this.t = makeT(language, this.words);
    for (const listener of this.listeners) listener(language);
  };

  /** Resolves once `part` is loaded in the current language (at once when it already is). */
  need = async (part: Part) => {
    this.parts.add(part);
    // A switch under way is waited for: the part comes in the language about to be shown.
    while (!this.loaded.has(part) || this.language !== this.pending) {
      await this.changeLanguage(this.pending ?? this.language);
    }
  };

  on(_event: 'languageChanged', listener: Listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/**
 * The one way to ask for a key made at run time from outside data (a reason in the address, a
 * detail the server sends), which may have no words: every other key is checked by tsc. Answers
 * undefined where there are none (`t` answers a missing key with the key itself).
 */
export function optionalText(t: TFunction, key: string, options?: TOptions): string | undefined {
  const text = (t as TFunction<string>)(key, options);
  return text === key ? undefined : text;
}

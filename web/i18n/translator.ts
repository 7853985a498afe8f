/**
 * The words of one language at a time, loaded in parts, and a change of language. It replaces a
 * general i18n library whose runtime weighed about 15 kB compressed on every first load for the
 * same work; the texts themselves are made by core/i18n/translate.ts, as the server makes them.
 */
import type { TKey } from '@core/i18n/keys';
import {
  makeT,
  type TFunction as AnyTFunction,
  type TOptions,
  type Words,
} from '@core/i18n/translate';

export type { TOptions, Words };
/** The app's `t` takes only keys en.json has (core/i18n/keys.ts): a misspelt one fails tsc. */
export type TFunction<Key extends string = TKey> = AnyTFunction<Key>;
type Listener = (language: string) => void;

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

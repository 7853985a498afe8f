/**
 * The words of one language at a time, and the little the app asks of them: `{{name}}` filled in,
 * `_one`/`_other` chosen by `count`, a key's presence, a change of language. It replaces a general
 * i18n library whose runtime weighed about 15 kB compressed on every first load for the same work.
 */
export type Words = Record<string, string>;
export type TOptions = Record<string, string | number | undefined>;
export type TFunction = (key: string, options?: TOptions) => string;
type Listener = (language: string) => void;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

function fill(text: string, options: TOptions) {
  // A value not passed leaves its placeholder, so a missing argument is seen, not hidden.
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    options[name] === undefined ? whole : String(options[name]),
  );
}

/** `t` is bound to the words it was made with: a new language makes a new `t`. */
function makeT(language: string, words: Words): TFunction {
  const plurals = new Intl.PluralRules(language);
  return (key, options) => {
    let text = words[key];
    if (typeof options?.count === 'number') {
      text = words[`${key}_${plurals.select(options.count)}`] ?? text;
    }
    if (text === undefined) return key;
    return options ? fill(text, options) : text;
  };
}

export class Translator {
  language = '';
  private words: Words = {};
  t: TFunction = (key) => key;
  private listeners = new Set<Listener>();
  private pending?: string;

  constructor(private readonly load: (language: string) => Promise<Words>) {}

  exists = (key: string) => key in this.words;

  /** Switches once the language's words have arrived; of two quick changes, the last one wins. */
  changeLanguage = async (language: string) => {
    this.pending = language;
    const words = await this.load(language);
    if (this.pending !== language) return;
    this.words = words;
    this.language = language;
    this.t = makeT(language, words);
    for (const listener of this.listeners) listener(language);
  };

  on(_event: 'languageChanged', listener: Listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

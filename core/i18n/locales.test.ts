import { describe, expect, it } from 'vitest';
import { ERROR_CODES, PAGE_CODES, SCRIPT_ONLY_CODES } from '../api/error-codes';
import { isServerKey, SERVER_SECTIONS } from './keys';
import en from './locales/en.json';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

const locales: Record<string, Record<string, string>> = { en, 'zh-CN': zhCN, 'zh-TW': zhTW };
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** Strings that are the same in every language: brand names and an example address. */
const SAME_IN_ALL = new Set([
  'auth.fields.emailPlaceholder',
  'auth.tabs.google',
  // Names of formats and products: "JSON", "Slack", "Discord".
  'webhooks.format.json',
  'webhooks.format.slack',
  'webhooks.format.discord',
  // The protocol's own words around a number.
  'webhooks.log.code',
]);

/**
 * What each language calls an API key and a secret (a client's, a webhook's): a reader told to
 * paste one must never find the other's name (zh-CN once said 密钥 for both).
 */
const TERMS = {
  'zh-CN': { key: '密钥', secret: '机密' },
  'zh-TW': { key: '金鑰', secret: '密鑰' },
} as const;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** The plural forms a language has: Chinese has only "other". */
const pluralForms = (code: string): string[] =>
  new Intl.PluralRules(code).resolvedOptions().pluralCategories;

/**
 * The key a language keeps for English's `key`: itself, or, for a plural form the language does
 * not have (x_one in Chinese), the form it reads instead: x_other where English has it, else x.
 */
function keyIn(code: string, key: string) {
  const form = PLURAL_SUFFIX.exec(key);
  if (!form || pluralForms(code).includes(form[1]!)) return key;
  const base = key.slice(0, form.index);
  return `${base}_other` in en ? `${base}_other` : base;
}

/** The catalogue, read by the web and the server alike: every language has every text. */
describe('the catalogue', () => {
  const enKeys = Object.keys(en);

  it.each(Object.keys(locales))('%s has the English keys it reads, sorted, none empty', (code) => {
    const keys = Object.keys(locales[code]!);
    expect(
      keys.filter((key) => !(key in en)),
      'extra keys',
    ).toEqual([]);
    expect(
      enKeys.filter((key) => !keys.includes(keyIn(code, key))),
      'missing keys',
    ).toEqual([]);
    expect(keys).toEqual([...keys].sort());
    expect(
      keys.filter((key) => !locales[code]![key]!.trim()),
      'empty values',
    ).toEqual([]);
  });

  it.each(Object.keys(locales))('%s has no plural form the language does not have', (code) => {
    const unread = Object.keys(locales[code]!).filter((key) => {
      const form = PLURAL_SUFFIX.exec(key);
      return form && !pluralForms(code).includes(form[1]!);
    });
    expect(unread).toEqual([]);
  });

  it.each(['zh-CN', 'zh-TW'])('%s keeps every {{placeholder}} and is really translated', (code) => {
    // A plural form the language lacks is not kept; the form read in its place has its own turn.
    for (const key of enKeys.filter((key) => keyIn(code, key) === key)) {
      const text = locales[code]![key]!;
      expect(placeholders(text), key).toEqual(placeholders(en[key as keyof typeof en]));
      if (!SAME_IN_ALL.has(key)) expect(text, key).not.toBe(en[key as keyof typeof en]);
    }
  });

  it.each(['zh-CN', 'zh-TW'] as const)(
    '%s calls a key and a secret by two words, the same in every text',
    (code) => {
      const { key, secret } = TERMS[code];
      const english = (id: string) => en[id as keyof typeof en];
      const wrong = enKeys
        .filter((id) => keyIn(code, id) === id)
        .flatMap((id) => {
          const text = locales[code]![id]!;
          const saysKey = /\bkey\b/i.test(english(id));
          return [
            saysKey && !text.includes(key) && `${id}: a key, not called ${key}`,
            /\bsecret\b/i.test(english(id)) &&
              !text.includes(secret) &&
              `${id}: a secret, not called ${secret}`,
            !saysKey && text.includes(key) && `${id}: ${key} for what is not a key`,
          ].filter(Boolean);
        });
      expect(wrong).toEqual([]);
    },
  );

  it('has a message for every API error code', () => {
    const missing = [...ERROR_CODES, ...SCRIPT_ONLY_CODES, ...PAGE_CODES].filter(
      (code) => !(`errors.code.${code}` in en),
    );
    expect(missing).toEqual([]);
  });

  it.each(SERVER_SECTIONS)('has the texts of the server section %s', (section) => {
    const keys = Object.keys(en).filter((key) => key.startsWith(`${section}.`));
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every(isServerKey)).toBe(true);
  });
});

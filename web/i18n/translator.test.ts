import { describe, expect, it } from 'vitest';
import { Translator, type Words } from './translator';

const WORDS: Record<string, Words> = {
  en: {
    greeting: 'Hello, {{name}}',
    done_one: '{{count}} comment posted',
    done: '{{count}} comments posted',
    twice: '{{n}} and {{n}}',
  },
  'zh-CN': { greeting: '你好，{{name}}', done: '已发布 {{count}} 条评论' },
  de: {
    done_one: '{{count}} Kommentar veröffentlicht',
    done: '{{count}} Kommentare veröffentlicht',
  },
};

function translator(delays: Record<string, number> = {}) {
  return new Translator(
    (language) =>
      new Promise((resolve) => setTimeout(() => resolve(WORDS[language]!), delays[language] ?? 0)),
    ['all'],
  );
}

/** Words in two parts, "first" and "rest", each loaded after `delay` ms. */
function partedTranslator(delay = 0) {
  const loads: string[] = [];
  const words: Record<string, Record<string, Words>> = {
    en: { first: { hello: 'Hello' }, rest: { bye: 'Goodbye' } },
    'zh-CN': { first: { hello: '你好' }, rest: { bye: '再见' } },
  };
  const i18n = new Translator<string, 'first' | 'rest'>(
    (language, part) => {
      loads.push(`${language}/${part}`);
      return new Promise((resolve) => setTimeout(() => resolve(words[language]![part]!), delay));
    },
    ['first'],
  );
  return { i18n, loads };
}

describe('Translator', () => {
  it('fills placeholders, every occurrence, and leaves one without a value as it is', async () => {
    const i18n = translator();
    await i18n.changeLanguage('en');
    expect(i18n.t('greeting', { name: 'Ada' })).toBe('Hello, Ada');
    expect(i18n.t('twice', { n: 2 })).toBe('2 and 2');
    expect(i18n.t('greeting')).toBe('Hello, {{name}}');
  });

  it('chooses the plural form by count with the language rules, falling back to the bare key', async () => {
    const i18n = translator();
    await i18n.changeLanguage('en');
    expect(i18n.t('done', { count: 1 })).toBe('1 comment posted');
    expect(i18n.t('done', { count: 0 })).toBe('0 comments posted');
    expect(i18n.t('done', { count: 5 })).toBe('5 comments posted');
    // A count passed as formatted text fills in, without choosing a form.
    expect(i18n.t('done', { count: '1,234' })).toBe('1,234 comments posted');
    await i18n.changeLanguage('zh-CN');
    expect(i18n.t('done', { count: 1 })).toBe('已发布 1 条评论');
  });

  it('writes numbers as the language writes them, and still chooses the plural from the number', async () => {
    const i18n = translator();
    await i18n.changeLanguage('en');
    expect(i18n.t('done', { count: 10_000 })).toBe('10,000 comments posted');
    expect(i18n.t('done', { count: 1 })).toBe('1 comment posted');
    expect(i18n.t('twice', { n: 1234.5 })).toBe('1,234.5 and 1,234.5');
    await i18n.changeLanguage('zh-CN');
    expect(i18n.t('done', { count: 10_000 })).toBe('已发布 10,000 条评论');
    await i18n.changeLanguage('de');
    expect(i18n.t('done', { count: 10_000 })).toBe('10.000 Kommentare veröffentlicht');
    expect(i18n.t('done', { count: 1 })).toBe('1 Kommentar veröffentlicht');
  });

  it('answers a missing key with the key, and says which keys exist', async () => {
    const i18n = translator();
    await i18n.changeLanguage('en');
    expect(i18n.t('nowhere')).toBe('nowhere');
    expect(i18n.exists('greeting')).toBe(true);
    expect(i18n.exists('nowhere')).toBe(false);
  });

  it('switches only once the words are in; of two quick changes the last one wins', async () => {
    const i18n = translator({ 'zh-CN': 30, en: 0 });
    await i18n.changeLanguage('en');
    const seen: string[] = [];
    i18n.on('languageChanged', (language) => seen.push(language));
    const slow = i18n.changeLanguage('zh-CN');
    expect(i18n.language).toBe('en');
    const fast = i18n.changeLanguage('en');
    await Promise.all([slow, fast]);
    expect(i18n.language).toBe('en');
    expect(seen).toEqual(['en']);
  });

  it('makes a new t for each language, so that memoised views draw again', async () => {
    const i18n = translator();
    await i18n.changeLanguage('en');
    const before = i18n.t;
    await i18n.changeLanguage('zh-CN');
    expect(i18n.t).not.toBe(before);
    expect(i18n.t('greeting', { name: 'Ada' })).toBe('你好，Ada');
  });

  it('loads the first part alone, the rest when asked, and both for every later language', async () => {
    const { i18n, loads } = partedTranslator();
    await i18n.changeLanguage('en');
    expect(i18n.t('hello')).toBe('Hello');
    expect(i18n.t('bye')).toBe('bye');
    expect(loads).toEqual(['en/first']);

    await i18n.need('rest');
    expect(i18n.t('bye')).toBe('Goodbye');
    await i18n.need('rest');
    expect(loads).toEqual(['en/first', 'en/first', 'en/rest']);

    await i18n.changeLanguage('zh-CN');
    expect([i18n.t('hello'), i18n.t('bye')]).toEqual(['你好', '再见']);
  });

  it('asked for the rest during a switch, answers in the language switched to', async () => {
    const { i18n } = partedTranslator(20);
    await i18n.changeLanguage('en');
    const switching = i18n.changeLanguage('zh-CN');
    await i18n.need('rest');
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('bye')).toBe('再见');
    await switching;
    expect(i18n.t('bye')).toBe('再见');
  });
});

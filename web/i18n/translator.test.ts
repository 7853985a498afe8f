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
  );
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
});

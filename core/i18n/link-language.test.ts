import { describe, expect, it } from 'vitest';
import { linkLanguage, withLinkLanguage } from './link-language';

describe('a link naming its language', () => {
  it.each([
    [
      'https://x.example/verify-email?token=abc',
      'https://x.example/verify-email?token=abc&lang=zh-TW',
    ],
    ['https://x.example/dashboard', 'https://x.example/dashboard?lang=zh-TW'],
    ['/account#export', '/account?lang=zh-TW#export'],
    ['/launch?tab=reports&batch=b1#top', '/launch?tab=reports&batch=b1&lang=zh-TW#top'],
  ])('%s gets its language before any #fragment', (link, expected) => {
    expect(withLinkLanguage(link, 'zh-TW')).toBe(expected);
  });

  it('is read back from the page it opens, and only as one of the languages of the app', () => {
    const opened = new URL(withLinkLanguage('https://x.example/account#export', 'zh-CN'));
    expect(linkLanguage(opened.search)).toBe('zh-CN');
    expect(linkLanguage('?lang=fr')).toBeUndefined();
    expect(linkLanguage('?token=abc')).toBeUndefined();
    expect(linkLanguage('')).toBeUndefined();
  });
});

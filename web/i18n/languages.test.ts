import { describe, expect, it } from 'vitest';
import { startingLanguage } from './languages';

describe('the language a page opens in', () => {
  it("takes the email's language from its link in a browser that never chose one, to keep", () => {
    expect(startingLanguage(null, '?token=abc&lang=zh-CN')).toEqual({
      language: 'zh-CN',
      fromLink: true,
    });
  });

  it('keeps the language this browser chose, whatever the link says', () => {
    expect(startingLanguage('en', '?token=abc&lang=zh-TW')).toEqual({
      language: 'en',
      fromLink: false,
    });
  });

  it('opens in English without a choice or a language of the app in the link', () => {
    for (const search of ['', '?lang=fr', '?lang=']) {
      expect(startingLanguage(null, search)).toEqual({ language: 'en', fromLink: false });
    }
    expect(startingLanguage('klingon', '?lang=zh-TW').language).toBe('zh-TW');
  });
});

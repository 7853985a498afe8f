import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@core/languages';
import { renderHtml, renderText } from './mail-render';
import { mailContent, type MailKind } from './mail-texts';

const SAMPLES: { [K in MailKind]: Parameters<typeof mailContent<K>>[2] } = {
  verifyEmail: { url: 'https://x.example/verify-email?token=abc', hours: 24 },
  resetPassword: { url: 'https://x.example/reset-password?token=abc', minutes: 60 },
  passwordChanged: { at: '2026-11-25 18:00 UTC', resetUrl: 'https://x.example/forgot-password' },
  accountDeleted: { at: '2026-11-25 18:00 UTC', channels: 2 },
  invitation: {
    url: 'https://x.example/invitation?token=abc',
    days: 7,
    workspace: 'Client A',
    inviter: 'ada@example.com',
    role: 'editor',
  },
};

describe('the emails', () => {
  it('are written in each language, never left in English', () => {
    for (const kind of Object.keys(SAMPLES) as MailKind[]) {
      const english = mailContent(kind, 'en', SAMPLES[kind] as never);
      for (const language of LANGUAGE_CODES.filter((l) => l !== 'en')) {
        const other = mailContent(kind, language, SAMPLES[kind] as never);
        expect(other.subject).not.toBe(english.subject);
        expect(other.paragraphs).not.toEqual(english.paragraphs);
        expect(other.footer).not.toBe(english.footer);
      }
    }
  });

  it('carry the link in the text and in the HTML, escaped', () => {
    const content = mailContent('resetPassword', 'en', {
      url: 'https://x.example/reset-password?token=a&b<c>',
      minutes: 60,
    });
    expect(renderText(content)).toContain('https://x.example/reset-password?token=a&b<c>');
    const html = renderHtml(content, 'en');
    expect(html).toContain('href="https://x.example/reset-password?token=a&amp;b&lt;c&gt;"');
    expect(html).not.toContain('<c>');
  });
});

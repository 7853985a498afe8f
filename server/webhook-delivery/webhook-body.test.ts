import { describe, expect, it } from 'vitest';
import { TEST_EVENT } from '@core/api/webhooks.schema';
import { webhookBody, type WebhookEvent } from './webhook-body';

const reader = (language: string) => ({
  language,
  timeZone: null,
  linkBase: 'https://mcm.example',
});
const event = (type: WebhookEvent['type'], data: Record<string, unknown> = {}): WebhookEvent => ({
  id: 'e1',
  type,
  createdAt: '2026-11-25T10:00:00.000Z',
  data,
});
const slack = (e: WebhookEvent, language: string) =>
  (JSON.parse(webhookBody(e, 'slack', reader(language))) as { text: string }).text;

describe('a chat line', () => {
  it('is written in the reader’s language, every kind of event', () => {
    const events = [
      event(TEST_EVENT),
      event('digest', { count: 4 }),
      event('email.failed', { subject: 'Reset your password' }),
      event('export.ready', { exportId: 'x1' }),
      event('quota.spent', { credentialName: 'My project', used: 10000, limit: 10000 }),
    ];
    for (const e of events) {
      expect(slack(e, 'en'), e.type).toMatch(/^[\x20-\x7e“”]+$/);
      expect(slack(e, 'zh-CN'), e.type).toMatch(/[\u4e00-\u9fff]/);
      expect(slack(e, 'zh-TW'), e.type).not.toBe(slack(e, 'zh-CN'));
    }
  });

  it('counts the digest and names the app, in English for a language the app does not have', () => {
    expect(slack(event('digest', { count: 1 }), 'fr')).toBe(
      'Multi-Comment Manager: a digest of 1 update was emailed.',
    );
    expect(slack(event('digest', { count: 4 }), 'zh-TW')).toContain('4 則動態');
  });

  it('links where the event can be seen, and Discord reads the same line', () => {
    const ready = event('export.ready', { exportId: 'x1' });
    expect(slack(ready, 'zh-CN')).toContain('https://mcm.example/account#export');
    const discord = JSON.parse(webhookBody(ready, 'discord', reader('zh-CN'))) as {
      content: string;
    };
    expect(discord.content).toBe(slack(ready, 'zh-CN'));
  });
});

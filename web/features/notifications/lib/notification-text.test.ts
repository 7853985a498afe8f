import { describe, expect, it } from 'vitest';
import type { Notification } from '@core/api/notifications.schema';
import i18n, { changeLanguage } from '@web/i18n/i18n';
import { notificationText } from './notification-text';

const base = { id: 'n1', createdAt: '2026-11-26T10:00:00.000Z', readAt: null };
const quota = {
  credentialId: null,
  credentialName: 'Default',
  used: 9_100,
  limit: 10_000,
  day: '2026-11-26',
};
const EVERY_TYPE: Notification[] = [
  {
    ...base,
    type: 'batch.finished',
    data: { batchId: 'b', total: 18, posted: 12, failed: 5, unconfirmed: 1, cancelled: false },
  },
  { ...base, type: 'comments.unconfirmed', data: { batchId: 'b', count: 1 } },
  {
    ...base,
    type: 'channel.reconnectNeeded',
    data: { accountId: 'a', channelTitle: 'Alice Cooks', reason: 'revoked' },
  },
  {
    ...base,
    type: 'channel.expiring',
    data: { accountId: 'a', channelTitle: 'Alice Cooks', endsAt: '2026-11-28T10:00:00.000Z' },
  },
  { ...base, type: 'quota.low', data: quota },
  { ...base, type: 'quota.spent', data: quota },
  { ...base, type: 'digest', data: { count: 3, since: '2026-11-26T09:00:00.000Z' } },
  {
    ...base,
    type: 'email.failed',
    data: {
      kind: 'event.batch.finished',
      subject: 'A batch has finished',
      error: '550 no',
      queuedAt: base.createdAt,
    },
  },
];

describe('notificationText', () => {
  it.each(['en', 'zh-CN', 'zh-TW'] as const)(
    'words every event in %s, its numbers filled in',
    async (language) => {
      await changeLanguage(language);
      for (const notification of EVERY_TYPE) {
        const { title, text } = notificationText(i18n.t, language, notification);
        expect(title).not.toMatch(/notifications\.|\{\{/);
        expect(text).not.toMatch(/notifications\.|\{\{/);
      }
      await changeLanguage('en');
    },
  );

  it('says what a batch did, and a single comment as one', () => {
    const [batch, unconfirmed] = EVERY_TYPE;
    expect(notificationText(i18n.t, 'en', batch!).text).toBe(
      '12 posted, 5 failed, 1 unconfirmed, of 18 comments.',
    );
    expect(notificationText(i18n.t, 'en', unconfirmed!).text).toMatch(/^1 comment may or may not/);
    expect(notificationText(i18n.t, 'en', EVERY_TYPE[4]!).text).toBe(
      'Default: 9,100 of 10,000 units. Comments over the quota wait until midnight Pacific time.',
    );
  });
});

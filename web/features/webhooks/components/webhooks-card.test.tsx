import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Delivery, Webhook } from '@core/api/webhooks.schema';
import i18n from '@web/i18n/i18n';
import { fakeFetch, Reply } from '@web/test/fake-fetch';
import { renderWithApp } from '@web/test/render';
import { WebhooksCard } from './webhooks-card';

afterEach(() => i18n.changeLanguage('en'));

const WEBHOOK: Webhook = {
  id: '3f0c7a52-1c55-4a4e-9a57-0b9c1c0d2e11',
  url: 'https://hooks.example.com/x',
  events: ['batch.finished'],
  format: 'json',
  enabled: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastDelivery: null,
};

/** A delivery whose endpoint never answered: cut at the time allowed, to be tried again. */
const TIMED_OUT: Delivery = {
  id: 'a4d7c0b1-8c53-4d8e-9a43-2f0c8f1f6b21',
  eventId: '7b1f3c9e-4c2d-4e8f-a1b3-5d6e7f8a9b0c',
  eventType: 'webhook.test',
  status: 'pending',
  attempts: 1,
  statusCode: null,
  durationMs: 10_001,
  errorCode: 'timeout',
  error: 'no answer within 10 s',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastAttemptAt: '2026-11-20T10:00:00.000Z',
  nextAttemptAt: '2026-11-20T10:00:40.000Z',
};

describe('WebhooksCard', () => {
  it.each([
    ['en', 'No answer within the time allowed.'],
    ['zh-CN', '在允许的时间内没有响应。'],
    ['zh-TW', '在允許的時間內沒有回應。'],
  ])(
    'says in the log that an endpoint gave no answer within the time allowed (%s)',
    async (language, words) => {
      await i18n.changeLanguage(language);
      fakeFetch((url: string) => (url.endsWith('/deliveries') ? [TIMED_OUT] : [WEBHOOK]));
      renderWithApp(<WebhooksCard />);
      await userEvent.click(
        await screen.findByRole('button', { name: i18n.t('webhooks.log.show') }),
      );
      expect(await screen.findByText(words)).toBeTruthy();
    },
  );

  it.each([
    ['en', 'At most 5 test events a minute for each webhook. Try again in 42 s.'],
    ['zh-CN', '每个 Webhook 每分钟最多发送 5 个测试事件。请在 42 秒后重试。'],
    ['zh-TW', '每個 Webhook 每分鐘最多傳送 5 個測試事件。請在 42 秒後再試。'],
  ])(
    'says when a test event may be sent again once the limit is reached (%s)',
    async (language, words) => {
      await i18n.changeLanguage(language);
      fakeFetch((url: string, init?: RequestInit) =>
        init?.method === 'POST'
          ? new Reply(429, { code: 'WEBHOOK_TEST_LIMIT', message: 'At most 5', detail: '42' })
          : [WEBHOOK],
      );
      renderWithApp(<WebhooksCard />);
      await userEvent.click(
        await screen.findByRole('button', { name: i18n.t('webhooks.sendTest') }),
      );
      expect(await screen.findByText(words)).toBeTruthy();
    },
  );

  it.each([
    ['en', 'Waiting to send'],
    ['zh-CN', '等待发送'],
    ['zh-TW', '等待傳送'],
  ])(
    'shows a delivery not yet tried as waiting, with no answer or attempts to tell of (%s)',
    async (language, words) => {
      await i18n.changeLanguage(language);
      const queued: Delivery = {
        ...TIMED_OUT,
        attempts: 0,
        durationMs: null,
        errorCode: null,
        error: null,
        lastAttemptAt: null,
      };
      fakeFetch((url: string) => (url.endsWith('/deliveries') ? [queued] : [WEBHOOK]));
      renderWithApp(<WebhooksCard />);
      await userEvent.click(
        await screen.findByRole('button', { name: i18n.t('webhooks.log.show') }),
      );
      const row = (await screen.findByText(words)).closest('li')!;
      expect(row.textContent).not.toContain(i18n.t('webhooks.log.status.pending'));
      expect(row.textContent).not.toContain(i18n.t('webhooks.log.noAnswer'));
      expect(row.textContent).not.toContain(i18n.t('webhooks.log.attempts', { count: 0 }));
    },
  );
});

import { describe, expect, it } from 'vitest';
import type { EventData, NotifiedEvent } from '@core/api/notifications.schema';
import { NOTIFIED_EVENTS } from '@core/api/notifications.schema';
import { LANGUAGE_CODES } from '@core/languages';
import { tFor } from '../i18n/catalogue';
import { eventText } from './event-texts';

const channel = { accountId: 'a1', channelTitle: 'Alice Cooks' };
const SAMPLES: { [T in NotifiedEvent]: EventData<T> } = {
  'batch.finished': {
    batchId: 'b1',
    total: 1200,
    posted: 1190,
    failed: 10,
    unconfirmed: 0,
    cancelled: false,
  },
  'comments.unconfirmed': { batchId: 'b1', count: 3 },
  'channel.reconnectNeeded': { ...channel, reason: 'invalid_grant' },
  'channel.expiring': { ...channel, endsAt: '2026-12-01T18:00:00.000Z' },
  'quota.low': { credentialName: 'My project', used: 9100, limit: 10000 },
  'quota.spent': { credentialName: 'My project', used: 10000, limit: 10000 },
} as never;

const han = /[\u4e00-\u9fff]/;
/** English words a Chinese email must not carry (names and Google's own words aside). */
const english = /\b(?:the|and|has|was|of|comments?|batch|quota|units?|connection)\b/i;

describe('the emails about events', () => {
  it.each(NOTIFIED_EVENTS.filter((type) => type in SAMPLES))(
    '%s is written in each language, with its names, numbers and times',
    (type) => {
      const data = SAMPLES[type] as never;
      for (const language of LANGUAGE_CODES) {
        const text = eventText(type, data, language, 'Asia/Shanghai');
        const words = `${text.subject} ${text.summary} ${text.advice ?? ''}`;
        expect(words).not.toMatch(/undefined|NaN|\[object/);
        if (language !== 'en') {
          expect(text.subject).toMatch(han);
          expect(text.summary).toMatch(han);
          expect(
            words.replace(/Alice Cooks|My project|invalid_grant|YouTube|Google/g, ''),
          ).not.toMatch(english);
        }
      }
    },
  );

  it('writes numbers and times as each language does', () => {
    const quota = SAMPLES['quota.low'];
    expect(eventText('quota.low', quota, 'en', null).summary).toContain('9,100 of its 10,000');
    expect(eventText('quota.low', quota, 'zh-CN', null).summary).toContain('9,100');
    // Without the reader's zone, the time is UTC and says so.
    const ends = eventText('channel.expiring', SAMPLES['channel.expiring'], 'zh-TW', null);
    expect(ends.summary).toMatch(/UTC/);
    const there = eventText(
      'channel.expiring',
      SAMPLES['channel.expiring'],
      'zh-TW',
      'Asia/Taipei',
    );
    expect(there.summary).not.toMatch(/UTC/);
  });

  it('counts the digest in each language', () => {
    const subject = (language: string, count: number) =>
      tFor(language)('digest.subject', { count });
    expect(subject('en', 1)).toBe('1 update from Multi-Comment Manager');
    expect(subject('en', 4)).toBe('4 updates from Multi-Comment Manager');
    expect(subject('zh-CN', 4)).toBe('Multi-Comment Manager 的 4 条动态');
    expect(subject('zh-TW', 4)).toBe('Multi-Comment Manager 的 4 則動態');
  });

  it('writes a count of comments as digits alone and chooses its plural', () => {
    const finished = SAMPLES['batch.finished'];
    expect(eventText('batch.finished', finished, 'en', null).summary).toBe(
      'A batch of 1200 comments has finished: 1190 posted, 10 failed.',
    );
    const one = { ...finished, total: 1, posted: 0, failed: 0, unconfirmed: 1, cancelled: true };
    expect(eventText('batch.finished', one, 'en', null).summary).toBe(
      'A batch of 1 comment was cancelled: 0 posted, 0 failed, 1 unconfirmed.',
    );
    expect(
      eventText('comments.unconfirmed', { batchId: null, count: 1 }, 'en', null).summary,
    ).toMatch(/^1 comment may/);
  });
});

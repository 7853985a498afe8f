import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay } from './date-time';

const MORNING = '2026-11-25T05:18:29.314Z';
const AFTERNOON = '2026-11-25T13:41:46.314Z';
/** ICU versions differ in which space goes before AM. */
const plain = (text: string) => text.replace(/\s/g, ' ');
const shown = (at: string, locale: string, zone = 'UTC') => plain(formatDateTime(at, locale, zone));

describe('formatDateTime', () => {
  it('writes date and time the way each language does, to the minute', () => {
    expect(shown(MORNING, 'en')).toBe('Nov 25, 2026, 5:18 AM');
    expect(shown(MORNING, 'zh-CN')).toBe('2026年11月25日 05:18');
    expect(shown(AFTERNOON, 'zh-CN')).toBe('2026年11月25日 13:41');
    expect(shown(AFTERNOON, 'zh-TW')).toBe('2026年11月25日下午1:41');
  });

  it('names the morning the same way at every hour in Traditional Chinese', () => {
    // ICU's `timeStyle` says 凌晨, 清晨 or 上午 by the hour; one screen said 上午 and another 清晨.
    expect(shown('2026-11-25T01:41:00Z', 'zh-TW')).toBe('2026年11月25日上午1:41');
    expect(shown(MORNING, 'zh-TW')).toBe('2026年11月25日上午5:18');
  });

  it("shows the reader's own time of day", () => {
    expect(shown(AFTERNOON, 'en', 'Asia/Shanghai')).toBe('Nov 25, 2026, 9:41 PM');
  });
});

describe('formatDate and formatDay', () => {
  it('write a day with and without its year', () => {
    expect(plain(formatDate(MORNING, 'en', 'UTC'))).toBe('Nov 25, 2026');
    expect(formatDate(MORNING, 'zh-TW', 'UTC')).toBe('2026年11月25日');
    expect(formatDay('2026-11-25', 'en')).toBe('Nov 25');
    expect(formatDay('2026-11-25', 'zh-CN')).toBe('11月25日');
  });
});

import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time';

const AT = '2026-11-23T01:41:46.314Z';
/** ICU versions differ in which space goes before AM. */
const shown = (locale: string, zone: string) =>
  formatDateTime(AT, locale, zone).replace(/\s/g, ' ');

describe('formatDateTime', () => {
  it('writes date and time the way each language does', () => {
    expect(shown('en', 'UTC')).toBe('Nov 23, 2026, 1:41 AM');
    expect(shown('zh-CN', 'UTC')).toBe('2026年11月23日 01:41');
    expect(shown('zh-TW', 'UTC')).toBe('2026年11月23日 凌晨1:41');
  });

  it("shows the reader's own time of day", () => {
    expect(shown('en', 'Asia/Shanghai')).toBe('Nov 23, 2026, 9:41 AM');
  });
});

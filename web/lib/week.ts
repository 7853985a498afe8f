/**
 * Days of the week and clock times as the interface language writes them: the week starts on
 * Monday in Chinese, on Sunday in English; Simplified Chinese clocks run to 24 hours, Traditional
 * Chinese and English ones say 上午/下午 and AM/PM (as every date and time on screen does,
 * core/format/date-time.ts).
 */

// 1 March 2026 was a Sunday: day n of the week is 1 + n March.
const dayDate = (day: number) => new Date(Date.UTC(2026, 2, 1 + day, 12));

export const firstDayOfWeek = (language: string): 0 | 1 => (language.startsWith('zh') ? 1 : 0);

/** The days 0 (Sunday) … 6 in the order the language's calendars show them. */
export const weekOrder = (language: string) =>
  Array.from({ length: 7 }, (_, i) => (i + firstDayOfWeek(language)) % 7);

export const uses24Hours = (language: string) => language === 'zh-CN';

/**
 * Time pickers in Chinese run to 24 hours (a picker cannot put 上午/下午 before the time, as
 * Traditional Chinese writes it); English ones say AM/PM.
 */
export const pickerUses24Hours = (language: string) => language.startsWith('zh');

export function dayName(day: number, language: string, width: 'long' | 'short' = 'long') {
  return new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(
    dayDate(day),
  );
}

/** "HH:MM" as the language shows a time of day: 9:00 AM, 09:00. */
export function clockTime(text: string, language: string) {
  const [hours, minutes] = text.split(':').map(Number) as [number, number];
  return new Intl.DateTimeFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: uses24Hours(language) ? 'h23' : 'h12',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2026, 0, 1, hours % 24, minutes)));
}

/** The browser's time zone: what times are chosen and shown in. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * Slots as lines a person reads: days sharing the same hours on one line, in the language's
 * week order ("Mon, Tue, Wed 09:00–17:00").
 */
export function describeSlots(
  slots: readonly { day: number; from: string; to: string }[],
  language: string,
  separator: string,
) {
  const byHours = new Map<string, number[]>();
  for (const slot of slots) {
    const hours = `${clockTime(slot.from, language)}–${clockTime(slot.to, language)}`;
    byHours.set(hours, [...(byHours.get(hours) ?? []), slot.day]);
  }
  const order = weekOrder(language);
  return [...byHours]
    .map(([hours, days]) => ({
      days: [...new Set(days)].sort((a, b) => order.indexOf(a) - order.indexOf(b)),
      hours,
    }))
    .sort((a, b) => order.indexOf(a.days[0]!) - order.indexOf(b.days[0]!))
    .map(
      ({ days, hours }) =>
        `${days.map((d) => dayName(d, language, 'short')).join(separator)} ${hours}`,
    );
}

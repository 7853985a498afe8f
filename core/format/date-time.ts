/**
 * A moment as the reader's language writes it: date and time to the minute ("Nov 23, 2026,
 * 1:41 AM", "2026年11月23日 01:41"). `timeZone` is the reader's own unless given (tests fix it).
 */
export function formatDateTime(iso: string, locale: string, timeZone?: string) {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

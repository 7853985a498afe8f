/**
 * Dates and times as each language writes them, one way per language on every screen
 * (docs/product.md, "Dates and times"). Built from explicit parts rather than `dateStyle` and
 * `timeStyle`: those let ICU pick Traditional Chinese's finer day periods ("清晨5:18") on some
 * screens while the clock elsewhere says "上午5:18".
 */
const PARTS = {
  /** "Nov 25, 2026, 5:18 AM", "2026年11月25日 05:18", "2026年11月25日上午5:18" */
  dateTime: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** "Nov 25, 2026", "2026年11月25日" */
  date: { year: 'numeric', month: 'short', day: 'numeric' },
  /** A day of a chart: "Nov 25", "11月25日" */
  day: { month: 'short', day: 'numeric' },
  /** A day named in full: "Wednesday, November 25, 2026", "2026年11月25日星期三" */
  longDay: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  /** A month of a calendar: "November 2026", "2026年11月" */
  month: { year: 'numeric', month: 'long' },
  /** A time of day: "5:18 AM", "05:18", "上午5:18" */
  time: { hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type Kind = keyof typeof PARTS;

/** One formatter a language, kind and zone: building one costs more than many uses of it. */
const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: Kind, locale: string, timeZone?: string) {
  const key = `${kind} ${locale} ${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    // Chinese readers expect the hour in two digits on a 24-hour clock ("05:18").
    const hour =
      (kind === 'dateTime' || kind === 'time') && locale === 'zh-CN'
        ? { hour: '2-digit' as const }
        : {};
    format = new Intl.DateTimeFormat(locale, { ...PARTS[kind], ...hour, timeZone });
    formats.set(key, format);
  }
  return format;
}

const toDate = (at: string | number | Date) => (at instanceof Date ? at : new Date(at));

/** A moment to the minute, in the reader's zone unless `timeZone` is given (tests fix it). */
export const formatDateTime = (at: string | number | Date, locale: string, timeZone?: string) =>
  // No space between Han characters (docs/product.md §10): "11月25日下午1:41", as Chinese is set.
  formatter('dateTime', locale, timeZone)
    .format(toDate(at))
    .replace(/日 (?=[上下])/, '日');

/** The day of a moment. */
export const formatDate = (at: string | number | Date, locale: string, timeZone?: string) =>
  formatter('date', locale, timeZone).format(toDate(at));

/** A calendar day ("2026-11-25", as the server keys its days) without its year. */
export const formatDay = (day: string, locale: string) =>
  formatter('day', locale, 'UTC').format(new Date(`${day}T12:00:00Z`));

/** A calendar day named in full, with its weekday. */
export const formatLongDay = (day: string, locale: string) =>
  formatter('longDay', locale, 'UTC').format(new Date(`${day}T12:00:00Z`));

/** The month of a calendar day. */
export const formatMonth = (day: string, locale: string) =>
  formatter('month', locale, 'UTC').format(new Date(`${day}T12:00:00Z`));

/** The time of day of a moment, in the reader's zone unless `timeZone` is given. */
export const formatTime = (at: string | number | Date, locale: string, timeZone?: string) =>
  formatter('time', locale, timeZone).format(toDate(at));

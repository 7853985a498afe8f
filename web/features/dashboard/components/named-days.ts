/** The room a day's name takes under the chart ("Nov 28", "11月28日"), with the gap after it. */
const DAY_LABEL_WIDTH = 64;
/** The value axis, left of the days. */
const AXIS_WIDTH = 60;

/**
 * The days named under the bars: today, and every nth day back from it, as many as fit the
 * width (the library's own choice kept the first and the last day, with an odd gap before today).
 */
export function namedDays(days: string[], width: number) {
  const room = Math.max(1, width - AXIS_WIDTH);
  const every = Math.max(1, Math.ceil((days.length * DAY_LABEL_WIDTH) / room));
  return days.filter((_, index) => (days.length - 1 - index) % every === 0);
}

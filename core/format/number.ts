/** One formatter a language: making one costs more than the rest of a translated line. */
const formats = new Map<string, Intl.NumberFormat>();

/** A number as the interface language writes it ("10,000"), not as the browser's locale would. */
export function formatNumber(value: number, locale: string) {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}

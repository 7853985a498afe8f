/** One formatter a language: making one costs more than the rest of a translated line. */
const formats = new Map<string, Intl.NumberFormat>();

/** A number as the interface language writes it ("10,000"), not as the browser's locale would. */
export function formatNumber(value: number, locale: string) {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}

const sizes = new Map<string, Intl.NumberFormat>();

/** A file's size in kB or MB (decimal, as browsers' download lists say), in the reader's language. */
export function formatBytes(bytes: number, locale: string) {
  const mega = bytes >= 1_000_000;
  const key = `${locale}:${mega ? 'MB' : 'kB'}`;
  let format = sizes.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: mega ? 'megabyte' : 'kilobyte',
      maximumFractionDigits: mega ? 1 : 0,
    });
    sizes.set(key, format);
  }
  return format.format(mega ? bytes / 1_000_000 : Math.max(1, bytes / 1_000));
}

import Papa from 'papaparse';
import { CSV_MAX_ROWS } from '../api/limits';

export interface CsvRow {
  /** The file's line the row starts on, counting from 1 (a quoted field may span lines). */
  line: number;
  fields: string[];
  /** Set when the row's quotes are broken: its fields cannot be trusted. */
  malformed?: boolean;
}

/** Text with NUL bytes, or full of undecodable characters, is not a CSV file someone wrote. */
export class CsvFormatError extends Error {
  constructor() {
    super('The file is not a text CSV file.');
    this.name = 'CsvFormatError';
  }
}

export function looksBinary(text: string) {
  if (text.includes('\u0000')) return true;
  let replacements = 0;
  for (const char of text) if (char === '\uFFFD') replacements += 1;
  return replacements > 0 && replacements / text.length > 0.01;
}

export class CsvLimitError extends Error {
  constructor(
    readonly limit: 'rows',
    readonly max: number,
  ) {
    super(`The file has more than ${max} rows.`);
    this.name = 'CsvLimitError';
  }
}

/**
 * Splits CSV text into rows (RFC 4180 quotes, any line ending, a leading byte-order mark removed),
 * each with the line it starts on. Blank rows are left out. More than 50,000 rows, or a binary
 * file, is an error: nothing of such a file is used.
 */
export function readCsvRows(text: string, maxRows = CSV_MAX_ROWS): CsvRow[] {
  if (looksBinary(text)) throw new CsvFormatError();
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const lineStarts = [0];
  for (let i = 0; i < normalized.length; i++) if (normalized[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };

  const rows: CsvRow[] = [];
  let start = 0;
  Papa.parse<string[]>(normalized, {
    delimiter: ',',
    newline: '\n',
    skipEmptyLines: false,
    step: (result, parser) => {
      const fields = result.data;
      const end = result.meta.cursor;
      if (fields.some((field) => field.trim() !== '')) {
        if (rows.length >= maxRows) {
          parser.abort();
          rows.push({ line: -1, fields: [] });
          return;
        }
        const malformed = result.errors.some((error) => error.type === 'Quotes');
        rows.push({ line: lineOf(start), fields, ...(malformed && { malformed }) });
      }
      start = end;
      // The cursor stops before the row's newline: the next row starts after it.
      while (normalized[start] === '\n') start += 1;
    },
  });
  if (rows.length > maxRows) throw new CsvLimitError('rows', maxRows);
  return rows;
}

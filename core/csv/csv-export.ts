import Papa from 'papaparse';

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a leading tab or carriage return) gets
 * a leading apostrophe: an exported title can never execute (docs/security.md §7).
 */
export function neutralizeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** RFC 4180 CSV with CRLF line endings; every cell made safe. */
export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  return Papa.unparse(
    {
      fields: header.map(neutralizeCell),
      data: rows.map((row) => row.map((cell) => neutralizeCell(cell == null ? '' : String(cell)))),
    },
    { newline: '\r\n', quotes: false },
  );
}

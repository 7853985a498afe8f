import { describe, expect, it } from 'vitest';
import { CsvFormatError, CsvLimitError, readCsvRows } from './csv-rows';

describe('readCsvRows', () => {
  it('numbers each row by the line it starts on, past blank lines and multi-line quoted fields', () => {
    const text =
      '\uFEFFcategory,content\r\n\r\nTech,"Hello,\nworld"\r\nMusic,Nice\n\n,only content\n';
    expect(readCsvRows(text)).toEqual([
      { line: 1, fields: ['category', 'content'] },
      { line: 3, fields: ['Tech', 'Hello,\nworld'] },
      { line: 5, fields: ['Music', 'Nice'] },
      { line: 7, fields: ['', 'only content'] },
    ]);
  });

  it('reads doubled quotes inside quoted fields, and old Mac line endings', () => {
    expect(readCsvRows('a,"say ""hi"""\rb,c')).toEqual([
      { line: 1, fields: ['a', 'say "hi"'] },
      { line: 2, fields: ['b', 'c'] },
    ]);
  });

  it('marks a row whose quote never closes', () => {
    const rows = readCsvRows('a,b\nc,"broken\n');
    expect(rows[1]).toMatchObject({ line: 2, malformed: true });
  });

  it('refuses a file over the row limit', () => {
    const text = Array.from({ length: 11 }, (_, i) => `row${i},x`).join('\n');
    expect(() => readCsvRows(text, 10)).toThrow(CsvLimitError);
    expect(readCsvRows(text, 11)).toHaveLength(11);
  });

  it('gives nothing for an empty or blank file', () => {
    expect(readCsvRows('')).toEqual([]);
    expect(readCsvRows('\n\n  \n')).toEqual([]);
  });

  it('refuses a binary file', () => {
    expect(() => readCsvRows('PK\u0003\u0004\u0000\u0000binary')).toThrow(CsvFormatError);
    expect(() => readCsvRows('\uFFFD\uFFFDab\uFFFD')).toThrow(CsvFormatError);
  });
});

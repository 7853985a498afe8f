import { describe, expect, it } from 'vitest';
import { readCsvRows } from './csv-rows';
import { neutralizeCell, toCsv } from './csv-export';

describe('CSV export', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(neutralizeCell('=HYPERLINK("http://evil")')).toBe('\'=HYPERLINK("http://evil")');
    expect(neutralizeCell('+1')).toBe("'+1");
    expect(neutralizeCell('-2')).toBe("'-2");
    expect(neutralizeCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutralizeCell('Plain title')).toBe('Plain title');
  });

  it('quotes commas, quotes and new lines, and reads back as written', () => {
    const csv = toCsv(
      ['title', 'views'],
      [
        ['Hello, "world"\nagain', 12],
        ['=cmd', null],
      ],
    );
    expect(readCsvRows(csv).map((r) => r.fields)).toEqual([
      ['title', 'views'],
      ['Hello, "world"\nagain', '12'],
      ["'=cmd", ''],
    ]);
  });
});

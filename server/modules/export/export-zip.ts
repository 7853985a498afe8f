import { sql } from 'drizzle-orm';
import { strToU8, Zip, ZipDeflate } from 'fflate';
import type { ExportCounts } from '@core/api/export.schema';
import { toCsv } from '@core/csv/csv-export';
import type { Language } from '@core/languages';
import type { Tx } from '@server/db/transaction';
import { EXPORT_TABLES, type ExportTable } from './export-tables';
import { exportReadme } from './export-readme';

/** Rows fetched at a time: memory holds one page and the zip written so far, never a table. */
const PAGE_ROWS = 2_000;

type Row = Record<string, unknown>;

const cell = (value: unknown) =>
  value instanceof Date ? value.toISOString() : (value as string | number | null | undefined);

/** A row with exactly the table's fields, in their order; times as ISO 8601. */
function shape(table: ExportTable, row: Row): Row {
  const all = { ...row, ...table.derive?.(row) };
  return Object.fromEntries(table.fields.map((field) => [field, cell(all[field]) ?? null]));
}

/** The rows of a table page by page, through a cursor of the export's one snapshot. */
async function* pages(tx: Tx, table: ExportTable, workspaceId: string) {
  const cursor = sql.identifier(`export_${table.name}`);
  await tx.execute(sql`declare ${cursor} no scroll cursor for ${table.select(workspaceId)}`);
  for (;;) {
    const { rows } = await tx.execute<Row>(sql`fetch ${sql.raw(String(PAGE_ROWS))} from ${cursor}`);
    if (rows.length === 0) break;
    yield rows.map((row) => shape(table, row));
  }
  await tx.execute(sql`close ${cursor}`);
}

/**
 * docs/security.md §8: a workspace's work (the person's personal one) as one zip, read in one
 * snapshot (a `repeatable read` transaction, so every file agrees with the others): for each table
 * its JSON (an array of objects) and its CSV (the same fields; cells safe from formula injection),
 * then README.txt.
 */
export async function buildExportZip(tx: Tx, workspaceId: string, language: Language) {
  const chunks: Uint8Array[] = [];
  const failures: Error[] = [];
  const zip = new Zip((error, data) => {
    if (error) failures.push(error);
    else chunks.push(data);
  });
  const file = (name: string) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    return (text: string, last = false) => entry.push(strToU8(text), last);
  };

  const counts = {} as ExportCounts;
  for (const table of EXPORT_TABLES) {
    // Both files of a table from one pass: the zip keeps the CSV's compressed pieces until the
    // JSON before it is closed. A page at a time: deflate takes few large pieces much faster.
    const json = file(`${table.name}.json`);
    const csv = file(`${table.name}.csv`);
    csv(toCsv([...table.fields], [])); // the header line, ending in CRLF, as each page will
    let count = 0;
    for await (const rows of pages(tx, table, workspaceId)) {
      json(`${count === 0 ? '[\n' : ',\n'}${rows.map((row) => JSON.stringify(row)).join(',\n')}`);
      csv(
        `${toCsv(
          [],
          rows.map((row) => table.fields.map((field) => cell(row[field]))),
        )}\r\n`,
      );
      count += rows.length;
    }
    json(count === 0 ? '[]\n' : '\n]\n', true);
    csv('', true);
    counts[table.name] = count;
  }
  file('README.txt')(exportReadme(language, counts), true);
  zip.end();
  if (failures[0]) throw failures[0];
  return { zip: Buffer.concat(chunks), counts };
}

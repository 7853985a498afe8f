import { Readable } from 'node:stream';
import { AUDIT_CSV_COLUMNS, type AuditEvent, type AuditExportQuery } from '@core/api/audit.schema';
import { toCsv } from '@core/csv/csv-export';
import { auditPage } from '@server/activity/audit.repository';
import type { Db } from '@server/db/database';

/** Events read per query while the file streams: a year of a busy workspace never sits in memory. */
const CHUNK = 1000;

const line = (event: AuditEvent) => [
  event.at,
  event.actor?.email ?? '',
  event.ip ?? '',
  event.kind,
  event.subjectId ?? '',
  JSON.stringify(event.details),
];

/**
 * docs/architecture.md §10: the filtered audit log as CSV (RFC 4180, formulas neutralised), newest
 * first, read a page at a time by the same cursor the screen pages with (and the same lines).
 */
export function auditCsv(db: Db, workspaceId: string, query: AuditExportQuery, ownOf?: string) {
  async function* rows() {
    let before: string | undefined;
    for (let first = true; ; first = false) {
      const page = await auditPage(db, workspaceId, { ...query, before, limit: CHUNK }, ownOf);
      const lines = page.items.map(line);
      // The header once, first, with a byte-order mark so spreadsheets read UTF-8.
      if (first) yield `\uFEFF${toCsv(AUDIT_CSV_COLUMNS, lines).replace(/\r\n$/, '')}\r\n`;
      else if (lines.length) yield `${toCsv([], lines)}\r\n`;
      if (!page.nextBefore) return;
      before = page.nextBefore;
    }
  }
  return Readable.from(rows());
}

import type { Comment } from '@core/api/batches.schema';
import { api } from '@web/lib/api-client';

/** A row of GET /api/batches/:id/comments (batchReportPageSchema): a comment and its place. */
export type ReportRow = Comment & { position: number };

/** The server's largest page of a batch's report. */
const PAGE = 1000;

/** Every comment of a batch in plan order, read page by page (a batch may hold 100,000). */
export async function getBatchReport(batchId: string): Promise<ReportRow[]> {
  const rows: ReportRow[] = [];
  for (;;) {
    const after = rows.at(-1)?.position ?? -1;
    const page = await api<ReportRow[]>(
      `/api/batches/${encodeURIComponent(batchId)}/comments?after=${after}&limit=${PAGE}`,
    );
    rows.push(...page);
    if (page.length < PAGE) return rows;
  }
}

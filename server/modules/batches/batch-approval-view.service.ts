import type { ApprovalQueue, BatchApproval } from '@core/api/approval.schema';
import { notFound } from '@server/http/app-error';
import { checkAgain } from './batch-approval-check';
import { peopleById, queueLines } from './batch-approval.repository';
import type { BatchDeps } from './batch-deps';
import { readBatches } from './batch-read.repository';
import { batchDtos, getBatch } from './batch-read.service';
import { findBatch } from './batches.repository';

/**
 * GET /api/batches/:id/approval: the confirmation its author saw, the same computed now and what
 * changed while it waits; once decided, who decided, when and why.
 */
export async function approvalView(
  deps: BatchDeps,
  workspaceId: string,
  id: string,
): Promise<BatchApproval> {
  const row = await findBatch(deps.db, workspaceId, id);
  if (!row) throw notFound('Batch');
  const [batch, check, people] = await Promise.all([
    getBatch(deps, workspaceId, id),
    checkAgain(deps, row),
    peopleById(deps.db, [row.createdBy, row.decidedBy]),
  ]);
  const person = (personId: string | null) => (personId ? (people.get(personId) ?? null) : null);
  return {
    batch,
    author: person(row.createdBy),
    confirmed: row.confirmation,
    current: check.current,
    changes: check.changes,
    decision: row.decidedAt
      ? {
          by: person(row.decidedBy),
          at: row.decidedAt.toISOString(),
          reason: row.rejectionReason,
        }
      : null,
  };
}

/** GET /api/approvals: the batches waiting for approval, oldest first, and how many in all. */
export async function approvalQueue(
  deps: BatchDeps,
  workspaceId: string,
  limit: number,
): Promise<ApprovalQueue> {
  const [rows, lines] = await Promise.all([
    readBatches(deps.db, workspaceId, { awaiting: true, limit }),
    queueLines(deps.db, workspaceId, limit),
  ]);
  const [batches, people] = await Promise.all([
    batchDtos(deps, workspaceId, rows),
    peopleById(
      deps.db,
      rows.map((row) => row.createdBy),
    ),
  ]);
  const lineOf = new Map(lines.map((line) => [line.id, line]));
  return {
    count: lines[0]?.count ?? 0,
    items: rows.map((row, i) => {
      const line = lineOf.get(row.id);
      return {
        batch: batches[i]!,
        author: row.createdBy ? (people.get(row.createdBy) ?? null) : null,
        channels: line?.channels ?? 0,
        videos: line?.videos ?? 0,
        firstText: line?.first_text ?? null,
        textCount: line?.text_count ?? 0,
      };
    }),
  };
}

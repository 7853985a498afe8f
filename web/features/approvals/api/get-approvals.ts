import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApprovalQueue } from '@core/api/approval.schema';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * Under the batches' key: pausing, cancelling or confirming a batch (which invalidate it) may
 * change what waits.
 */
export const APPROVALS_KEY = [...queryKeys.batches, 'approvals'] as const;

/**
 * An approver learns of a new batch by notification too (batch.approvalRequested): the queue on
 * screen only has to catch up within a minute, and when the tab comes back.
 */
const QUEUE_POLL_MS = 60_000;

/**
 * GET /api/approvals: the waiting batches, oldest first, and how many in all. The navigation's
 * count asks for one row under the same key (components/approvals-nav.tsx).
 */
export const useApprovals = () =>
  useQuery(
    queryOptions({
      queryKey: [...APPROVALS_KEY, 'queue', 50],
      queryFn: () => api<ApprovalQueue>('/api/approvals?limit=50'),
      refetchInterval: QUEUE_POLL_MS,
    }),
  );

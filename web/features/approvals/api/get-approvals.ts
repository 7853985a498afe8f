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
 * An approver learns of a new batch by notification too (batch.approvalRequested); the count
 * beside the navigation only has to catch up within a minute, and when the tab comes back.
 */
const COUNT_POLL_MS = 60_000;

/** GET /api/approvals: the waiting batches, oldest first, and how many in all. */
export const approvalsQueryOptions = (limit = 50) =>
  queryOptions({
    queryKey: [...APPROVALS_KEY, 'queue', limit],
    queryFn: () => api<ApprovalQueue>(`/api/approvals?limit=${limit}`),
    refetchInterval: COUNT_POLL_MS,
  });

export const useApprovals = () => useQuery(approvalsQueryOptions());

/** How many batches wait, for the navigation: one row asked for, the count read. */
export const useApprovalCount = (enabled: boolean) =>
  useQuery({ ...approvalsQueryOptions(1), enabled, select: (queue) => queue.count }).data;

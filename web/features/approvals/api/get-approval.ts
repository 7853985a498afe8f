import { useQuery } from '@tanstack/react-query';
import type { BatchApproval } from '@core/api/approval.schema';
import { api } from '@web/lib/api-client';
import { APPROVALS_KEY } from './get-approvals';

/** GET /api/batches/:id/approval: what the author confirmed, the same now, and what changed. */
export const approvalQueryKey = (id: string) => [...APPROVALS_KEY, 'one', id] as const;

export const useApproval = (id: string) =>
  useQuery({
    queryKey: approvalQueryKey(id),
    queryFn: () => api<BatchApproval>(`/api/batches/${id}/approval`),
    retry: false,
  });

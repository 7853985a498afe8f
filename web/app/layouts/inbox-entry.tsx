import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { InboxCount } from '@core/api/inbox.schema';
import { api } from '@web/lib/api-client';

/**
 * GET /api/inbox/count's cache key, the inbox's own (features/inbox/api/inbox-api.ts). Written
 * out, not shared: a shared module becomes a chunk the first screens list.
 */
const COUNT_KEY = ['inbox', 'count'];

// Its code and words load only where replies came: never on a first screen.
const InboxHeaderLink = lazy(() => import('@web/features/inbox/components/inbox-nav'));

/** The header's way to the inbox (docs/replies.md §2), once the workspace has replies. */
export function InboxEntry() {
  const any = useQuery({
    queryKey: COUNT_KEY,
    queryFn: () => api<InboxCount>('/api/inbox/count'),
    refetchInterval: 60_000,
  }).data?.any;
  if (!any) return null;
  return (
    <Suspense fallback={null}>
      <InboxHeaderLink />
    </Suspense>
  );
}

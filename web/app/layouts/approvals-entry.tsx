import { lazy, Suspense } from 'react';
import { useApprovalRequired } from '@web/hooks/use-workspace-settings';
import { withLaterWords } from '@web/i18n/i18n';

// Its code and words load only where batches wait for approval: never on a first screen.
const ApprovalsHeaderLink = lazy(
  withLaterWords(() => import('@web/features/approvals/components/approvals-header-link')),
);

/** The header's way to the approval queue, for owners and admins where editors' batches wait. */
export function ApprovalsEntry() {
  const asked = useApprovalRequired();
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ApprovalsHeaderLink />
    </Suspense>
  );
}

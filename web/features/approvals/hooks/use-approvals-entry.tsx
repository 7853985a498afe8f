import { Badge } from '@mantine/core';
import { useLocation } from 'react-router';
import { can } from '@core/workspaces/roles';
import { useRole } from '@web/hooks/use-role';
import { useApprovalRequired } from '@web/hooks/use-workspace-settings';
import { useTranslation } from '@web/i18n/use-translation';
import { useApprovalCount } from '../api/get-approvals';

/**
 * The way to the approval queue, for those who may approve in a workspace that asks for it, or
 * while batches still wait there: nothing while the role is unknown (unlike useCan), as most
 * people never approve anything. How many wait, as a badge and in its name.
 */
export function useApprovalsEntry() {
  const { t } = useTranslation();
  const role = useRole();
  const approver = !!role && can(role, 'batches.approve');
  const asked = useApprovalRequired(approver);
  const count = useApprovalCount(approver) ?? 0;
  const active = useLocation().pathname.startsWith('/approvals');
  const badge = count > 0 && (
    <Badge size="sm" circle={count < 10} color="red" aria-hidden>
      {count}
    </Badge>
  );
  return {
    shown: approver && (!!asked || count > 0),
    active,
    badge,
    label: count > 0 ? t('approvals.navWaiting', { count }) : t('approvals.nav'),
    text: t('approvals.nav'),
  };
}

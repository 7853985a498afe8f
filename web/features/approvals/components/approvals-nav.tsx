import { Badge } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { use } from 'react';
import { useLocation } from 'react-router';
import { DrawerEntryLink, HeaderEntryLink } from '@web/components/nav-entry';
import type { ApprovalQueue, WorkspaceSettings } from '@core/api/approval.schema';
import { api } from '@web/lib/api-client';
import { can } from '@core/workspaces/roles';
import { useRole } from '@web/hooks/use-role';
import { laterWordsIn, loadLaterWords } from '@web/i18n/later-words';
import { useTranslation } from '@web/i18n/use-translation';
import { queryKeys } from '@web/lib/query-keys';

/**
 * GET /api/workspace/settings's cache key, the same as the layout's (app/layouts/approvals-entry.tsx). Written out, not shared:
 * a module for it became a chunk whose name the sign-in page's first load lists.
 */
const SETTINGS_KEY = ['workspace', 'settings'];

/** The count catches up within a minute; an approver is also told by notification. */
const COUNT_POLL_MS = 60_000;

/**
 * The way to the approval queue, for those who may approve in a workspace that asks for it, or
 * while batches still wait there: nothing while the role is unknown (unlike useCan), as most
 * people never approve anything. How many wait, as a badge and in its name. The workspace's
 * settings are read as the layout asked for them (layouts/approvals-entry.tsx), never asked here.
 */
function useApprovalsEntry() {
  const { t } = useTranslation();
  const role = useRole();
  const approver = !!role && can(role, 'batches.approve');
  const asked = useQuery<WorkspaceSettings>({
    queryKey: SETTINGS_KEY,
    enabled: false,
  }).data?.approvalRequired;
  const count =
    useQuery({
      // The queue's own key and answer for one row (get-approvals.ts), asked here rather than
      // imported: shared, that module was a chunk whose name the first load lists, and the
      // sign-in page is within bytes of its budget.
      queryKey: [...queryKeys.batches, 'approvals', 'queue', 1],
      queryFn: () => api<ApprovalQueue>('/api/approvals?limit=1'),
      refetchInterval: COUNT_POLL_MS,
      enabled: approver,
      select: (queue) => queue.count,
    }).data ?? 0;
  const active = useLocation().pathname.startsWith('/approvals');
  const shown = approver && (!!asked || count > 0);
  // Its words load for those who see it alone (later-words.ts).
  if (shown && !laterWordsIn()) use(loadLaterWords());
  const badge = count > 0 && (
    <Badge size="sm" circle={count < 10} color="red" aria-hidden>
      {count}
    </Badge>
  );
  return {
    to: '/approvals',
    shown,
    active,
    badge,
    label: count > 0 ? t('approvals.navWaiting', { count }) : t('approvals.nav'),
    text: t('approvals.nav'),
  };
}

/** In the header, beside the workspace, on screens wide enough. */
export default function ApprovalsHeaderLink() {
  const entry = useApprovalsEntry();
  if (!entry.shown) return null;
  return <HeaderEntryLink entry={entry} icon={<IconChecklist size={18} aria-hidden />} />;
}

/** The phone's drawer row, under the tabs. */
export function ApprovalsNavLink({ onClick }: { onClick: () => void }) {
  const entry = useApprovalsEntry();
  if (!entry.shown) return null;
  return <DrawerEntryLink entry={entry} icon={<IconChecklist size={20} />} onClick={onClick} />;
}

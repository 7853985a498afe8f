import { Alert, Anchor, Center, Loader, Stack } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { PageHeader } from '@web/components/page-header';
import { AuditLogCard } from '@web/features/workspaces/components/audit-log-card';
import { useCurrentWorkspace } from '@web/features/workspaces/api/workspaces';
import { ApprovalSettingCard } from '@web/features/workspaces/components/approval-setting-card';
import { DeleteWorkspaceCard } from '@web/features/workspaces/components/delete-workspace-card';
import { InvitationsCard } from '@web/features/workspaces/components/invitations-card';
import { LeaveWorkspaceCard } from '@web/features/workspaces/components/leave-workspace-card';
import { MembersCard } from '@web/features/workspaces/components/members-card';
import { WorkspaceNameCard } from '@web/features/workspaces/components/workspace-name-card';
import { workspaceActions } from '@web/features/workspaces/lib/permissions';
import { useCurrentUser } from '@web/hooks/use-current-user';
import { useLaterWords } from '@web/i18n/later-words';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';

/**
 * The workspace the session acts in: its name, its members and their roles, invitations, and
 * leaving or deleting it. What the person may do follows their role (core/workspaces/roles.ts).
 */
export default function WorkspacePage() {
  useLaterWords();
  const { t } = useTranslation();
  const { isAuthenticated, isLoading } = useCurrentUser();
  const workspace = useCurrentWorkspace();
  if (!isLoading && !isAuthenticated) return <Navigate to="/auth" replace />;
  if (workspace.isError) {
    return <Alert color="red">{errorText(t, workspace.error)}</Alert>;
  }
  if (!workspace.data) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  const current = workspace.data;
  const may = workspaceActions(current);
  return (
    // Another workspace is another page: no form keeps what was typed about the one before.
    <Stack key={current.id} gap="lg" maw={960} mx="auto">
      <div>
        <Anchor component={Link} to="/dashboard" size="sm">
          {t('account.backToApp')}
        </Anchor>
        <PageHeader
          title={t('workspaces.page.title')}
          description={t('workspaces.page.description')}
        />
      </div>
      <WorkspaceNameCard workspace={current} mayRename={may.rename} />
      <MembersCard workspace={current} mayManage={may.manageMembers} />
      <ApprovalSettingCard mayChange={may.changeSettings} />
      {may.manageMembers && <InvitationsCard actor={current.role} />}
      <AuditLogCard whole={may.readWholeAudit} />
      {may.leave && <LeaveWorkspaceCard workspace={current} />}
      {may.delete && <DeleteWorkspaceCard workspace={current} />}
    </Stack>
  );
}

import { Anchor, Stack } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { AUDIT_KEPT_DAYS } from '@core/api/audit.schema';
import { PageHeader } from '@web/components/page-header';
import { AuditLog } from '@web/features/audit/components/audit-log';
import { useCurrentUser } from '@web/hooks/use-current-user';
import { useLaterWords } from '@web/i18n/later-words';
import { useTranslation } from '@web/i18n/use-translation';

/**
 * The current workspace's audit log: its owners' and admins' (audit.read). No role check of its
 * own: use-can.ts would be split into a chunk of its own, named on every first visit.
 */
export default function AuditPage() {
  useLaterWords();
  const { t } = useTranslation();
  const { isAuthenticated, isLoading } = useCurrentUser();
  if (!isLoading && !isAuthenticated) return <Navigate to="/auth" replace />;
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <div>
        <Anchor component={Link} to="/workspace" size="sm">
          {t('audit.page.back')}
        </Anchor>
        <PageHeader
          title={t('audit.page.title')}
          description={t('audit.page.description', { days: AUDIT_KEPT_DAYS })}
        />
      </div>
      {/* Only owners and admins are led here; anyone else is told so by the server's 403. */}
      <AuditLog />
    </Stack>
  );
}

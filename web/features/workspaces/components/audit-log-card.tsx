import { Button } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SectionCard } from '@web/components/section-card';
import { useTranslation } from '@web/i18n/use-translation';

/** The Workspace page's way to its audit log: the whole of it, or (`whole` false) one's own lines. */
export function AuditLogCard({ whole }: { whole: boolean }) {
  const { t } = useTranslation();
  return (
    <SectionCard
      title={t('workspaces.audit.title')}
      description={t(whole ? 'workspaces.audit.intro' : 'workspaces.audit.introOwn')}
    >
      <Button component={Link} to="/audit" variant="light" leftSection={<IconClock size={16} />}>
        {t('workspaces.audit.open')}
      </Button>
    </SectionCard>
  );
}

import { Button } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SectionCard } from '@web/components/section-card';
import { useTranslation } from '@web/i18n/use-translation';

/** The Workspace page's way to its audit log, for those who may read it. */
export function AuditLogCard() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('workspaces.audit.title')} description={t('workspaces.audit.intro')}>
      <Button component={Link} to="/audit" variant="light" leftSection={<IconClock size={16} />}>
        {t('workspaces.audit.open')}
      </Button>
    </SectionCard>
  );
}

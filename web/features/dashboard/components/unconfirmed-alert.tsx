import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from '@web/i18n/use-translation';
import { Link } from 'react-router';
import type { Dashboard } from '@core/api/dashboard.schema';

/**
 * Comments the platform may or may not have received: said plainly, with the way to settle them.
 * Shown only while there are some.
 */
export function UnconfirmedAlert({ data }: { data: Dashboard | undefined }) {
  const { t } = useTranslation();
  const count = data?.totals.unconfirmed ?? 0;
  if (!count) return null;
  return (
    <Alert
      color="orange"
      icon={<IconHelpCircle size={20} />}
      title={t('dashboard.unconfirmed.title', { count })}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm" maw={720}>
          {t('dashboard.unconfirmed.body')}
        </Text>
        <Button
          component={Link}
          to="/launch?tab=reports&status=unconfirmed"
          size="sm"
          color="orange"
        >
          {t('dashboard.unconfirmed.review')}
        </Button>
      </Stack>
    </Alert>
  );
}

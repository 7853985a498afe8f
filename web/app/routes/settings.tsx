import { Alert, Fieldset, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '@web/i18n/use-translation';
import { PageHeader } from '@web/components/page-header';
import { RoleNote } from '@web/components/role-note';
import { useCan } from '@web/hooks/use-can';
import { useSettings } from '@web/features/settings/api/settings';
import { DomainCard } from '@web/features/settings/components/domain-card';
import { PostingSettingsCard } from '@web/features/settings/components/posting-settings-card';
import { VisibilityChecksCard } from '@web/features/settings/components/visibility-checks-card';
import { errorText } from '@web/lib/error-text';

export default function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const canWrite = useCan('settings.write');
  return (
    <>
      <PageHeader title={t('pages.settings.title')} description={t('pages.settings.description')} />
      {settings.isPending ? (
        <Stack gap="lg">
          <Skeleton height={180} />
          <Skeleton height={260} />
        </Stack>
      ) : settings.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('settings.loadFailed')}>
          {errorText(t, settings.error)}
        </Alert>
      ) : (
        <Stack gap="lg">
          <RoleNote permission="settings.write" />
          <DomainCard customDomain={settings.data.customDomain} />
          {/* Shown as they are, every field and button disabled, for a role that may not change them. */}
          <Fieldset variant="unstyled" disabled={!canWrite}>
            <Stack gap="lg">
              <PostingSettingsCard settings={settings.data} />
              <VisibilityChecksCard settings={settings.data} />
            </Stack>
          </Fieldset>
        </Stack>
      )}
    </>
  );
}

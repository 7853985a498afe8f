import { Alert, Badge, Button, Group, PasswordInput, Stack, Switch, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { PendingButton } from '@web/components/pending-button';
import { SectionCard } from '@web/components/section-card';
import { useSchemaForm } from '@web/hooks/use-schema-form';
import { useTranslation } from '@web/i18n/use-translation';
import { saveCheckKeyBodySchema, type CheckKey, type Settings } from '@core/api/settings.schema';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useCheckKey, useRemoveCheckKey, useSaveCheckKey } from '../api/check-key';
import { useUpdateSettings } from '../api/update-settings';

/** The button waits for a key as long as the shortest one the server takes. */
const KEY_MIN = saveCheckKeyBodySchema.shape.apiKey.minLength ?? 1;

const STATUS_COLOR: Record<CheckKey['status'], string> = {
  none: 'gray',
  unchecked: 'blue',
  valid: 'green',
  invalid: 'red',
};

/** Where the key stands: none, saved, working, or refused by Google (in Google's words). */
function KeyStatus({ checkKey }: { checkKey: CheckKey }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Badge color={STATUS_COLOR[checkKey.status]} variant="light">
          {t(`settings.checks.key.${checkKey.status}`)}
        </Badge>
        <Text size="sm">{t(`settings.checks.key.${checkKey.status}Hint`)}</Text>
      </Group>
      {checkKey.problem && (
        <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
          {t('launch.reports.platformSaid', { message: checkKey.problem })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * docs/visibility.md: how posted comments are checked as others see them. The user's own key
 * for checks (stored sealed on the server, never shown again) and whether a channel whose
 * comments others cannot see stops posting.
 */
export function VisibilityChecksCard({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const checkKey = useCheckKey();
  const save = useSaveCheckKey();
  const remove = useRemoveCheckKey();
  const update = useUpdateSettings();
  const form = useSchemaForm({
    name: 'check-key',
    initialValues: { apiKey: '' },
    rules: saveCheckKeyBodySchema,
  });

  const failed = (error: unknown) =>
    toast({
      title: t('settings.failed'),
      description: errorText(t, error),
      variant: 'destructive',
    });

  const onSave = form.submit(async ({ apiKey }) => {
    try {
      await save.mutateAsync(apiKey);
      form.reset();
      toast({ title: t('settings.checks.keySaved'), variant: 'success' });
    } catch (error) {
      failed(error);
    }
  });

  const onRemove = async () => {
    try {
      await remove.mutateAsync();
      toast({ title: t('settings.checks.keyRemoved'), variant: 'success' });
    } catch (error) {
      failed(error);
    }
  };

  const onPauseHidden = async (pauseHiddenChannels: boolean) => {
    try {
      await update.mutateAsync({ pauseHiddenChannels });
      toast({ title: t('settings.saved'), variant: 'success' });
    } catch (error) {
      failed(error);
    }
  };

  return (
    <div id="checks" style={{ scrollMarginTop: 'var(--app-shell-header-offset, 0px)' }}>
      <SectionCard
        title={t('settings.checks.title')}
        description={t('settings.checks.description')}
      >
        <Stack gap="md">
          {checkKey.data && <KeyStatus checkKey={checkKey.data} />}
          <form onSubmit={onSave} noValidate>
            <Stack gap="sm">
              <PasswordInput
                label={t('settings.checks.keyLabel')}
                description={t('settings.checks.keyDesc')}
                {...form.getInputProps('apiKey')}
                // Mantine marks a password field in error for the eye only.
                aria-invalid={!!form.errors.apiKey || undefined}
                autoComplete="off"
                spellCheck={false}
                placeholder={t(
                  checkKey.data && checkKey.data.status !== 'none'
                    ? 'settings.checks.keyReplacePlaceholder'
                    : 'settings.checks.keyPlaceholder',
                )}
              />
              <Group gap="sm">
                <PendingButton
                  type="submit"
                  disabled={form.values.apiKey.trim().length < KEY_MIN}
                  pending={save.isPending}
                  pendingLabel={t('settings.saving')}
                >
                  {t(
                    checkKey.data?.status === 'none'
                      ? 'settings.checks.saveKey'
                      : 'settings.checks.replaceKey',
                  )}
                </PendingButton>
                {checkKey.data && checkKey.data.status !== 'none' && (
                  <Button
                    variant="default"
                    color="red"
                    loading={remove.isPending}
                    onClick={() => void onRemove()}
                  >
                    {t('settings.checks.removeKey')}
                  </Button>
                )}
              </Group>
            </Stack>
          </form>
          <Switch
            size="md"
            checked={settings.pauseHiddenChannels}
            disabled={update.isPending}
            onChange={(event) => void onPauseHidden(event.currentTarget.checked)}
            label={t('settings.checks.pauseHidden')}
            description={t('settings.checks.pauseHiddenDesc')}
          />
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
            {t('settings.checks.costNote')}
          </Alert>
        </Stack>
      </SectionCard>
    </div>
  );
}

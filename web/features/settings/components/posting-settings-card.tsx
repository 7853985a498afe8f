import { Alert, NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { SectionCard } from '@web/components/section-card';
import { useTranslation } from '@web/i18n/use-translation';
import { DAILY_CAP, PACING_SECONDS } from '@core/api/limits';
import { updateSettingsBodySchema, type Settings } from '@core/api/settings.schema';
import { PendingButton } from '@web/components/pending-button';
import { useSchemaForm } from '@web/hooks/use-schema-form';
import type { TKey } from '@core/i18n/keys';
import type { FieldMessages } from '@web/lib/form-issues';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useUpdateSettings } from '../api/update-settings';

const RULES = updateSettingsBodySchema
  .pick({ pacingSeconds: true, dailyCapPerChannel: true })
  .required();
/**
 * Each field says its own bounds, whatever is wrong with it (an emptied number field holds '',
 * which is not a number).
 */
const outOfBounds = (text: TKey): FieldMessages => ({
  required: text,
  tooSmall: text,
  tooBig: text,
  notWhole: text,
  invalid: text,
});
const MESSAGES = {
  pacingSeconds: outOfBounds('settings.posting.pacingInvalid'),
  dailyCapPerChannel: outOfBounds('settings.posting.dailyCapInvalid'),
};

/**
 * docs/responsible-use.md §2: pacing per channel, a daily cap per channel, and a switch that pauses
 * all posting at once (saved the moment it is flipped: it is the emergency stop).
 */
export function PostingSettingsCard({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  const form = useSchemaForm({
    name: 'posting-settings',
    initialValues: {
      pacingSeconds: settings.pacingSeconds,
      dailyCapPerChannel: settings.dailyCapPerChannel,
    },
    rules: RULES,
    messages: MESSAGES,
  });

  const failed = (error: unknown) =>
    toast({
      title: t('settings.failed'),
      description: errorText(t, error),
      variant: 'destructive',
    });

  const onSave = form.submit(async (body) => {
    try {
      await update.mutateAsync(body);
      toast({ title: t('settings.saved'), variant: 'success' });
    } catch (error) {
      failed(error);
    }
  });

  const onPause = async (pauseAll: boolean) => {
    try {
      await update.mutateAsync({ pauseAll });
      toast({
        title: pauseAll ? t('settings.posting.paused') : t('settings.posting.resumed'),
        variant: pauseAll ? 'warning' : 'success',
      });
    } catch (error) {
      failed(error);
    }
  };

  return (
    <SectionCard
      title={t('settings.posting.title')}
      description={t('settings.posting.description')}
    >
      <Stack gap="md">
        <Switch
          size="md"
          color="red"
          checked={settings.pauseAll}
          disabled={update.isPending}
          onChange={(event) => void onPause(event.currentTarget.checked)}
          label={t('settings.posting.pauseAll')}
          description={t('settings.posting.pauseAllDesc')}
        />
        <form onSubmit={onSave} noValidate>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput
                label={t('settings.posting.pacing')}
                description={t('settings.posting.pacingDesc', { min: PACING_SECONDS.min })}
                min={PACING_SECONDS.min}
                max={PACING_SECONDS.max}
                allowDecimal={false}
                allowNegative={false}
                suffix={` ${t('settings.posting.secondsSuffix')}`}
                {...form.getInputProps('pacingSeconds')}
              />
              <NumberInput
                label={t('settings.posting.dailyCap')}
                description={t('settings.posting.dailyCapDesc')}
                min={DAILY_CAP.min}
                max={DAILY_CAP.max}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('dailyCapPerChannel')}
              />
            </SimpleGrid>
            <PendingButton
              type="submit"
              w="fit-content"
              pending={update.isPending}
              pendingLabel={t('settings.saving')}
            >
              {t('settings.save')}
            </PendingButton>
          </Stack>
        </form>
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          {t('settings.posting.quotaNote')}
        </Alert>
      </Stack>
    </SectionCard>
  );
}

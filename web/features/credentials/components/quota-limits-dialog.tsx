import { Button, Stack, Text } from '@mantine/core';
import { IconGauge } from '@tabler/icons-react';
import { useState } from 'react';
import { z } from 'zod';
import type { Credential } from '@core/api/credentials.schema';
import { AppModal } from '@web/components/app-modal';
import { ConfirmButtons } from '@web/components/confirm-buttons';
import { useSchemaForm } from '@web/hooks/use-schema-form';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useSetQuotaLimits } from '../api/update-credential';
import {
  RAISED_QUOTA_RULES,
  RaisedQuotaFields,
  raisedToggle,
  raisedQuotaBody,
  raisedQuotaValues,
} from './raised-quota-fields';

const RULES = z.object({ raised: z.boolean(), ...RAISED_QUOTA_RULES });

/** Opens the credential's daily limits to change them: its project's quota was raised later. */
export function QuotaLimitsButton({ credential }: { credential: Credential }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconGauge size={14} />}
        onClick={() => setOpen(true)}
        aria-label={t('credentials.quota.editOf', { name: credential.name })}
      >
        {t('credentials.quota.edit')}
      </Button>
      {open && <QuotaLimitsDialog credential={credential} onClose={() => setOpen(false)} />}
    </>
  );
}

function QuotaLimitsDialog({
  credential,
  onClose,
}: {
  credential: Credential;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSetQuotaLimits();
  const form = useSchemaForm({
    name: 'quota-limits',
    initialValues: raisedQuotaValues(credential),
    rules: RULES,
  });

  const onSubmit = form.submit(async (values) => {
    try {
      await save.mutateAsync({ id: credential.id, ...raisedQuotaBody(values) });
      toast({ title: t('credentials.quota.saved'), variant: 'success' });
      onClose();
    } catch (error) {
      toast({
        title: t('common.error'),
        description: errorText(t, error, t('credentials.quota.saveFailed')),
        variant: 'destructive',
      });
    }
  });

  return (
    <AppModal opened onClose={onClose} title={t('credentials.quota.editTitle')} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm" fw={500}>
            {credential.name}
          </Text>
          <RaisedQuotaFields
            raised={raisedToggle(form)}
            units={form.getInputProps('quotaDailyUnits')}
            searches={form.getInputProps('quotaSearchCalls')}
          />
          <ConfirmButtons
            mt="sm"
            onCancel={onClose}
            type="submit"
            pending={save.isPending}
            pendingLabel={t('common.saving')}
          >
            {t('common.save')}
          </ConfirmButtons>
        </Stack>
      </form>
    </AppModal>
  );
}

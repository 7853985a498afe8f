import { Alert, Anchor, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { AppModal } from '@web/components/app-modal';
import { sentenceGap } from '@web/i18n/languages';
import { useTranslation } from '@web/i18n/use-translation';
import { Link } from 'react-router';
import { CLIENT_ID_MAX, CLIENT_SECRET_MAX, NAME_MAX } from '@core/api/limits';
import { createCredentialBodySchema } from '@core/api/credentials.schema';
import { ConfirmButtons } from '@web/components/confirm-buttons';
import { useSchemaForm } from '@web/hooks/use-schema-form';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { z } from 'zod';
import { useCreateCredential } from '../api/create-credential';
import {
  RAISED_QUOTA_RULES,
  RaisedQuotaFields,
  raisedToggle,
  raisedQuotaBody,
  raisedQuotaValues,
} from './raised-quota-fields';

/** The API key field is not asked for (docs/product.md §3): it stays in this browser. */
const RULES = createCredentialBodySchema
  .omit({ youtubeApiKey: true })
  .extend({ raised: z.boolean(), ...RAISED_QUOTA_RULES });
const REQUIRED = ['name', 'clientId', 'clientSecret'];

/** docs/product.md §2: name, client id and client secret; every field required. */
export function AddCredentialDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const create = useCreateCredential();
  const form = useSchemaForm({
    name: 'add-credential',
    initialValues: { name: '', clientId: '', clientSecret: '', ...raisedQuotaValues(undefined) },
    rules: RULES,
  });
  // Each field left empty says so until it is filled; the alert sums them up.
  const missing = REQUIRED.some((field) => field in form.errors);

  const close = () => {
    form.reset();
    onClose();
  };

  const onSubmit = form.submit(async ({ raised, ...body }) => {
    try {
      // docs/product.md §3: the API key field is sent empty; the universal key stays in this
      // browser.
      await create.mutateAsync({
        ...body,
        ...raisedQuotaBody({ raised, ...body }),
        youtubeApiKey: '',
      });
      toast({
        title: t('credentials.add.success'),
        description: t('credentials.add.successDesc', { name: body.name }),
        variant: 'success',
      });
      close();
    } catch (error) {
      toast({
        title: t('credentials.add.failed'),
        description: errorText(t, error, t('credentials.add.failedDesc')),
        variant: 'destructive',
      });
    }
  });

  return (
    <AppModal opened={opened} onClose={close} title={t('credentials.add.title')} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('credentials.add.help')}
            {sentenceGap(i18n.language)}
            <Anchor component={Link} to="/oauth-debug" size="sm">
              {t('credentials.add.helpLink')}
            </Anchor>
          </Text>
          <TextInput
            label={t('credentials.field.name')}
            placeholder={t('credentials.field.namePlaceholder')}
            required
            maxLength={NAME_MAX}
            {...form.getInputProps('name')}
            data-autofocus
          />
          <TextInput
            label={t('credentials.field.clientId')}
            placeholder="123456789-abc.apps.googleusercontent.com"
            required
            maxLength={CLIENT_ID_MAX}
            {...form.getInputProps('clientId')}
            autoComplete="off"
          />
          <PasswordInput
            label={t('credentials.field.clientSecret')}
            required
            maxLength={CLIENT_SECRET_MAX}
            {...form.getInputProps('clientSecret')}
            // Mantine marks a password field in error for the eye only.
            aria-invalid={!!form.errors.clientSecret || undefined}
            autoComplete="off"
            description={t('credentials.field.clientSecretHint')}
          />
          <RaisedQuotaFields
            raised={raisedToggle(form)}
            units={form.getInputProps('quotaDailyUnits')}
            searches={form.getInputProps('quotaSearchCalls')}
          />
          {missing && (
            <Alert color="red" title={t('credentials.add.missingTitle')} role="alert">
              {t('credentials.add.missingDesc')}
            </Alert>
          )}
          <ConfirmButtons
            mt="sm"
            onCancel={close}
            type="submit"
            pending={create.isPending}
            pendingLabel={t('credentials.add.saving')}
          >
            {t('credentials.add.submit')}
          </ConfirmButtons>
        </Stack>
      </form>
    </AppModal>
  );
}

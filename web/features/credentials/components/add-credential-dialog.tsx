import { Alert, Anchor, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { AppModal } from '@web/components/app-modal';
import { useState, type FormEvent } from 'react';
import { sentenceGap } from '@web/i18n/languages';
import { useTranslation } from '@web/i18n/use-translation';
import { Link } from 'react-router';
import { CLIENT_ID_MAX, CLIENT_SECRET_MAX, NAME_MAX } from '@core/api/limits';
import { ConfirmButtons } from '@web/components/confirm-buttons';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useCreateCredential } from '../api/create-credential';

const EMPTY = { name: '', clientId: '', clientSecret: '' };
type Field = keyof typeof EMPTY;
const FIELDS: Field[] = ['name', 'clientId', 'clientSecret'];

/** docs/product.md §2: name, client id and client secret; every field required. */
export function AddCredentialDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const create = useCreateCredential();
  const [values, setValues] = useState(EMPTY);
  // After a try with fields left empty, each of them says so, until it is filled.
  const [tried, setTried] = useState(false);
  const set = (field: Field) => (event: FormEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };
  const missing = FIELDS.filter((field) => !values[field].trim());
  const fieldProps = (field: Field) => ({
    value: values[field],
    onChange: set(field),
    name: field,
    error: tried && missing.includes(field) ? t('credentials.add.required') : undefined,
  });

  const close = () => {
    setValues(EMPTY);
    setTried(false);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name: values.name.trim(),
      clientId: values.clientId.trim(),
      clientSecret: values.clientSecret.trim(),
    };
    if (missing.length) {
      setTried(true);
      const form = event.currentTarget as HTMLFormElement;
      (form.elements.namedItem(missing[0]!) as HTMLInputElement | null)?.focus();
      return;
    }
    try {
      // docs/product.md §3: the API key field is sent empty; the universal key stays in this
      // browser.
      await create.mutateAsync({ ...body, youtubeApiKey: '' });
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
  };

  return (
    <AppModal opened={opened} onClose={close} title={t('credentials.add.title')} centered>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
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
            {...fieldProps('name')}
            data-autofocus
          />
          <TextInput
            label={t('credentials.field.clientId')}
            placeholder="123456789-abc.apps.googleusercontent.com"
            required
            maxLength={CLIENT_ID_MAX}
            {...fieldProps('clientId')}
            autoComplete="off"
          />
          <PasswordInput
            label={t('credentials.field.clientSecret')}
            required
            maxLength={CLIENT_SECRET_MAX}
            {...fieldProps('clientSecret')}
            autoComplete="off"
            description={t('credentials.field.clientSecretHint')}
          />
          {tried && missing.length > 0 && (
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

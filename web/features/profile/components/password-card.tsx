import { Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { changePasswordBodySchema, type Profile } from '@core/api/profile.schema';
import { PendingButton } from '@web/components/pending-button';
import { TitledCard } from '@web/components/section-card';
import { useSchemaForm } from '@web/hooks/use-schema-form';
import { useTranslation } from '@web/i18n/use-translation';
import { ApiError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useChangePassword } from '../api/profile';
import { typedTwice } from '@web/lib/new-password-rules';
import { PasswordField } from '@web/components/password-field';
import { NewPasswordFields, newPasswordMessages } from '@web/components/new-password-fields';
import { FormProblem } from '@web/components/form-problem';

/** The current password is asked for when the account has one (the server asks for it too). */
const changeRules = (hasPassword: boolean) =>
  typedTwice(changePasswordBodySchema, 'newPassword').refine(
    (values) => !hasPassword || !!values.currentPassword,
    { path: ['currentPassword'], message: 'account.password.currentNeeded' },
  );

/** Changing the password (the current one first); every other device is signed out. */
export function PasswordCard({ account }: { account: Profile }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const has = account.hasPassword;
  const rules = useMemo(() => changeRules(has), [has]);
  const form = useSchemaForm({
    name: 'change-password',
    initialValues: { currentPassword: '', newPassword: '', confirm: '' },
    rules,
    messages: newPasswordMessages('newPassword'),
  });
  const [problem, setProblem] = useState<string>();

  const onSubmit = form.submit(async ({ currentPassword, newPassword }) => {
    setProblem(undefined);
    try {
      await change.mutateAsync({ currentPassword: has ? currentPassword : undefined, newPassword });
      form.reset();
      toast({ title: t('account.password.changed'), variant: 'success' });
    } catch (error) {
      // A current password the server does not take is said under it.
      if (error instanceof ApiError && error.code === 'WRONG_PASSWORD') {
        form.setFieldError('currentPassword', errorText(t, error));
      } else setProblem(errorText(t, error));
    }
  });

  return (
    <TitledCard title={has ? t('account.password.title') : t('account.password.setTitle')}>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="sm" maw={420}>
          <Text size="sm" c="dimmed">
            {has ? t('account.password.intro') : t('account.password.setIntro')}
          </Text>
          {has && (
            <PasswordField
              label={t('account.password.current')}
              autoComplete="current-password"
              {...form.getInputProps('currentPassword')}
            />
          )}
          <NewPasswordFields
            label={t('account.password.new')}
            name="newPassword"
            password={form.getInputProps('newPassword')}
            confirm={form.getInputProps('confirm')}
          />
          <FormProblem>{problem}</FormProblem>
          <PendingButton
            type="submit"
            pending={change.isPending}
            pendingLabel={t('account.password.saving')}
            style={{ alignSelf: 'flex-start' }}
          >
            {has ? t('account.password.submit') : t('account.password.setSubmit')}
          </PendingButton>
        </Stack>
      </form>
    </TitledCard>
  );
}

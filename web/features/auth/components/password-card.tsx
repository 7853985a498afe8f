import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Profile } from '@core/api/profile.schema';
import { PendingButton } from '@web/components/pending-button';
import { TitledCard } from '@web/components/section-card';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useChangePassword } from '../api/account';
import { PasswordField } from './auth-form';
import { useNewPassword } from './new-password-fields';

/** Changing the password (the current one first); every other device is signed out. */
export function PasswordCard({ account }: { account: Profile }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const newPassword = useNewPassword();
  const [problem, setProblem] = useState<string>();
  const has = account.hasPassword;

  const onSubmit = async () => {
    const message = has && !current ? t('account.password.currentNeeded') : newPassword.problem();
    if (message) {
      setProblem(message);
      return;
    }
    setProblem(undefined);
    try {
      await change.mutateAsync({
        currentPassword: has ? current : undefined,
        newPassword: newPassword.password,
      });
      setCurrent('');
      newPassword.clear();
      toast({ title: t('account.password.changed'), variant: 'success' });
    } catch (error) {
      setProblem(errorText(t, error));
    }
  };

  return (
    <TitledCard title={has ? t('account.password.title') : t('account.password.setTitle')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <Stack gap="sm" maw={420}>
          <Text size="sm" c="dimmed">
            {has ? t('account.password.intro') : t('account.password.setIntro')}
          </Text>
          {has && (
            <PasswordField
              label={t('account.password.current')}
              autoComplete="current-password"
              value={current}
              onChange={setCurrent}
            />
          )}
          {newPassword.fields}
          {problem && (
            <Text c="red" size="sm" role="alert">
              {problem}
            </Text>
          )}
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

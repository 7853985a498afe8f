import { Button, List, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { deleteAccountBodySchema, type Profile } from '@core/api/profile.schema';
import { ConfirmModal } from '@web/components/confirm-modal';
import { TitledCard } from '@web/components/section-card';
import { useSchemaForm } from '@web/hooks/use-schema-form';
import { useTranslation } from '@web/i18n/use-translation';
import { ApiError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { deleteAccount } from '../api/profile';
import { switchUser } from '@web/hooks/use-current-user';
import { PasswordField } from '@web/components/password-field';
import { FormProblem } from '@web/components/form-problem';

/** The password confirms the deletion when the account has one (the server asks for it too). */
const deleteRules = (hasPassword: boolean) =>
  deleteAccountBodySchema.refine((values) => !hasPassword || !!values.password, {
    path: ['password'],
    message: 'account.password.currentNeeded',
  });

/**
 * docs/security.md §8: deleting the account, confirmed with the password (an account without one
 * signs in with Google again first). Its grants are revoked at Google; nothing of it is kept.
 */
export function DeleteAccountCard({ account }: { account: Profile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const has = account.hasPassword;
  const rules = useMemo(() => deleteRules(has), [has]);
  const form = useSchemaForm({ name: 'delete-account', initialValues: { password: '' }, rules });
  const [problem, setProblem] = useState<string>();
  const remove = useMutation({ mutationFn: deleteAccount });

  const onConfirm = form.submit(async ({ password }) => {
    setProblem(undefined);
    try {
      await remove.mutateAsync(has ? { password } : {});
      switchUser(queryClient, null);
      toast({ title: t('account.delete.done'), variant: 'success' });
      await navigate('/auth', { replace: true });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      // A password the server does not take is said under it.
      if (code === 'WRONG_PASSWORD') form.setFieldError('password', errorText(t, error));
      else setProblem(code === 'REAUTH_NEEDED' ? t('account.delete.reauth') : errorText(t, error));
    }
  });

  return (
    <TitledCard title={t('account.delete.title')}>
      <Stack gap="sm">
        <Text size="sm">{t('account.delete.intro')}</Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('account.delete.data')}</List.Item>
          <List.Item>{t('account.delete.grants')}</List.Item>
          <List.Item>{t('account.delete.comments')}</List.Item>
        </List>
        <Button
          color="red"
          variant="light"
          onClick={() => setOpened(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('account.delete.open')}
        </Button>
      </Stack>
      <ConfirmModal
        opened={opened}
        onClose={() => {
          setOpened(false);
          form.reset();
          setProblem(undefined);
        }}
        title={t('account.delete.confirmTitle')}
        confirmLabel={t('account.delete.confirm')}
        pendingLabel={t('account.delete.deleting')}
        pending={remove.isPending}
        onConfirm={() => onConfirm()}
      >
        <Text size="sm">
          {account.hasPassword ? t('account.delete.withPassword') : t('account.delete.withGoogle')}
        </Text>
        {account.hasPassword && (
          <PasswordField
            label={t('account.password.current')}
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
        )}
        <FormProblem>{problem}</FormProblem>
      </ConfirmModal>
    </TitledCard>
  );
}

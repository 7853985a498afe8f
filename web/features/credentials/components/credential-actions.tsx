import { ActionIcon, Alert, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconPlugConnected, IconStar, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@web/i18n/use-translation';
import type { Credential } from '@core/api/credentials.schema';
import { ConfirmModal } from '@web/components/confirm-modal';
import { errorText } from '@web/lib/error-text';
import { credentialSignInPath, navigateAway } from '@web/lib/navigate-away';
import { toast } from '@web/lib/toast';
import { useDeleteCredential } from '../api/delete-credential';
import { useSetDefaultCredential } from '../api/set-default-credential';

/**
 * docs/product.md §2 /accounts actions: make default (non-default only), sign in through it,
 * delete.
 */
export function CredentialActions({
  credential,
  labelled = false,
}: {
  credential: Credential;
  /** On a phone there is no hover to explain an icon: every action says what it does. */
  labelled?: boolean;
}) {
  const { t } = useTranslation();
  const setDefault = useSetDefaultCredential();
  const remove = useDeleteCredential();
  const [confirming, setConfirming] = useState(false);

  const onSetDefault = async () => {
    try {
      await setDefault.mutateAsync(credential.id);
      toast({
        title: t('credentials.setDefault.success'),
        description: t('credentials.setDefault.successDesc', { name: credential.name }),
        variant: 'success',
      });
    } catch {
      toast({
        title: t('common.error'),
        description: t('credentials.setDefault.failed'),
        variant: 'destructive',
      });
    }
  };

  const onDelete = async () => {
    try {
      await remove.mutateAsync(credential.id);
      setConfirming(false);
      toast({
        title: t('credentials.delete.success'),
        description: t('credentials.delete.successDesc', { name: credential.name }),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t('common.error'),
        description: errorText(t, error, t('credentials.delete.failed')),
        variant: 'destructive',
      });
    }
  };

  return (
    <Group
      gap="xs"
      justify={labelled ? 'flex-start' : 'flex-end'}
      wrap={labelled ? 'wrap' : 'nowrap'}
    >
      {/* Named in words everywhere: a star alone does not say what it does. */}
      {!credential.isDefault && (
        <IconOrLabel
          labelled
          label={t('credentials.setDefault.button')}
          icon={<IconStar size={16} />}
          loading={setDefault.isPending}
          onClick={() => void onSetDefault()}
        />
      )}
      <Button
        variant="light"
        size="sm"
        leftSection={<IconPlugConnected size={16} />}
        onClick={() => navigateAway(credentialSignInPath(credential.id))}
      >
        {t('credentials.connect')}
      </Button>
      <IconOrLabel
        labelled={labelled}
        label={t('credentials.delete.button')}
        icon={<IconTrash size={16} />}
        color="red"
        onClick={() => setConfirming(true)}
      />
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('credentials.delete.title')}
        confirmLabel={t('credentials.delete.button')}
        pendingLabel={t('credentials.delete.deleting')}
        pending={remove.isPending}
        onConfirm={() => void onDelete()}
      >
        <Text size="sm">{t('credentials.delete.confirm', { name: credential.name })}</Text>
        {credential.isDefault && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
            {t('credentials.delete.defaultWarning')}
          </Alert>
        )}
      </ConfirmModal>
    </Group>
  );
}

function IconOrLabel({
  labelled,
  label,
  icon,
  color,
  loading,
  onClick,
}: {
  labelled: boolean;
  label: string;
  icon: ReactNode;
  color?: string;
  loading?: boolean;
  onClick: () => void;
}) {
  if (labelled) {
    return (
      <Button
        variant={color ? 'subtle' : 'default'}
        color={color}
        size="sm"
        leftSection={icon}
        loading={loading}
        onClick={onClick}
      >
        {label}
      </Button>
    );
  }
  return (
    <Tooltip label={label} openDelay={700}>
      <ActionIcon
        variant="default"
        color={color}
        size="lg"
        aria-label={label}
        loading={loading}
        onClick={onClick}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

import { Button, NativeSelect, Text } from '@mantine/core';
import { useState } from 'react';
import type { Member } from '@core/api/workspaces.schema';
import type { Role } from '@core/workspaces/roles';
import { ConfirmModal } from '@web/components/confirm-modal';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useChangeRole, useRemoveMember } from '../api/members';

export const memberName = (member: Member) => member.fullName ?? member.email;

/** A member's role: a choice among `roles` for who may change it, else just its name. */
export function MemberRole({ member, roles }: { member: Member; roles: readonly Role[] }) {
  const { t } = useTranslation();
  const change = useChangeRole();
  if (roles.length === 0) return <Text size="sm">{t(`workspaces.role.${member.role}`)}</Text>;
  const name = memberName(member);
  const onChange = async (role: Role) => {
    try {
      await change.mutateAsync({ id: member.id, role });
      toast({
        title: t('workspaces.members.roleChanged', { name, role: t(`workspaces.role.${role}`) }),
        variant: 'success',
      });
    } catch (error) {
      toast({ title: errorText(t, error), variant: 'destructive' });
    }
  };
  return (
    <NativeSelect
      size="xs"
      w={140}
      aria-label={t('workspaces.members.roleOf', { name })}
      value={member.role}
      disabled={change.isPending}
      data={roles.map((role) => ({ value: role, label: t(`workspaces.role.${role}`) }))}
      onChange={(event) => void onChange(event.currentTarget.value as Role)}
    />
  );
}

/** Removes a member from the workspace, asked first. */
export function RemoveMember({ member, workspaceName }: { member: Member; workspaceName: string }) {
  const { t } = useTranslation();
  const remove = useRemoveMember();
  const [asking, setAsking] = useState(false);
  const name = memberName(member);
  const onConfirm = async () => {
    try {
      await remove.mutateAsync(member.id);
      setAsking(false);
      toast({ title: t('workspaces.members.removed', { name }), variant: 'success' });
    } catch (error) {
      toast({ title: errorText(t, error), variant: 'destructive' });
    }
  };
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        aria-label={t('workspaces.members.removeNamed', { name })}
        onClick={() => setAsking(true)}
      >
        {t('workspaces.members.remove')}
      </Button>
      <ConfirmModal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('workspaces.members.removeTitle', { name })}
        confirmLabel={t('workspaces.members.remove')}
        pendingLabel={t('workspaces.members.removing')}
        pending={remove.isPending}
        onConfirm={() => void onConfirm()}
      >
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('workspaces.members.removeText', { name, workspace: workspaceName })}
        </Text>
      </ConfirmModal>
    </>
  );
}

import { SimpleGrid, Text } from '@mantine/core';
import type { InvitationPreview } from '@core/api/workspaces.schema';
import { formatDateTime } from '@core/format/date-time';
import { EmailAddress } from '@web/components/address-text';
import { Fact } from '@web/components/fact';
import { useTranslation } from '@web/i18n/use-translation';

/** What an invitation offers: where, as what, from whom, for which address, and until when. */
export function InvitationDetails({ preview }: { preview: InvitationPreview }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Text>
        {preview.invitedBy
          ? t('workspaces.invitation.invitedBy', {
              inviter: preview.invitedBy,
              workspace: preview.workspaceName,
            })
          : t('workspaces.invitation.invited', { workspace: preview.workspaceName })}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Fact label={t('workspaces.invitation.workspace')}>
          <span style={{ overflowWrap: 'anywhere' }}>{preview.workspaceName}</span>
        </Fact>
        <Fact label={t('workspaces.invite.role')}>{t(`workspaces.role.${preview.role}`)}</Fact>
        <Fact label={t('workspaces.invitation.sentTo')}>
          <EmailAddress email={preview.email} />
        </Fact>
        <Fact label={t('workspaces.invitation.until')}>
          {formatDateTime(preview.expiresAt, i18n.language)}
        </Fact>
      </SimpleGrid>
    </>
  );
}

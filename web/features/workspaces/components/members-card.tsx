import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { Member, WorkspaceSummary } from '@core/api/workspaces.schema';
import { formatDate } from '@core/format/date-time';
import { EmailAddress } from '@web/components/address-text';
import { Fact } from '@web/components/fact';
import { ListQuery, SectionCard } from '@web/components/section-card';
import { usePhone } from '@web/hooks/use-phone';
import { useTranslation } from '@web/i18n/use-translation';
import { useMembers } from '../api/members';
import { memberActions } from '../lib/permissions';
import { MemberRole, RemoveMember } from './member-actions';

/** The member's name and address (the address alone when they gave no name), and "You". */
function Who({ member }: { member: Member }) {
  const { t } = useTranslation();
  return (
    <div style={{ minWidth: 0 }}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={500}>
          {member.fullName ?? <EmailAddress email={member.email} />}
        </Text>
        {member.you && (
          <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
            {t('workspaces.members.you')}
          </Badge>
        )}
      </Group>
      {member.fullName && (
        <Text size="xs" c="dimmed">
          <EmailAddress email={member.email} />
        </Text>
      )}
    </div>
  );
}

interface ListProps {
  members: Member[];
  workspace: WorkspaceSummary;
}

function MemberTable({ members, workspace }: ListProps) {
  const { t, i18n } = useTranslation();
  // Those who may remove nobody get no column of empty cells.
  const removable = members.some((member) => memberActions(workspace, member).remove);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('workspaces.members.column.member')}</Table.Th>
            <Table.Th>{t('workspaces.members.column.role')}</Table.Th>
            <Table.Th>{t('workspaces.members.column.joined')}</Table.Th>
            {removable && <Table.Th ta="right">{t('workspaces.members.column.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => {
            const actions = memberActions(workspace, member);
            return (
              <Table.Tr key={member.id}>
                <Table.Td>
                  <Who member={member} />
                </Table.Td>
                <Table.Td>
                  <MemberRole member={member} roles={actions.roles} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDate(member.joinedAt, i18n.language)}</Text>
                </Table.Td>
                {removable && (
                  <Table.Td ta="right">
                    {actions.remove && (
                      <RemoveMember member={member} workspaceName={workspace.name} />
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A phone: one card a member, every action in sight (a phone has no hover). */
function MemberCards({ members, workspace }: ListProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {members.map((member) => {
        const actions = memberActions(workspace, member);
        return (
          <Paper key={member.id} component="li" withBorder p="sm">
            <Stack gap="xs">
              <Who member={member} />
              <SimpleGrid cols={2} spacing="xs">
                <Fact label={t('workspaces.members.column.role')}>
                  <MemberRole member={member} roles={actions.roles} />
                </Fact>
                <Fact label={t('workspaces.members.column.joined')}>
                  {formatDate(member.joinedAt, i18n.language)}
                </Fact>
              </SimpleGrid>
              {actions.remove && (
                <Group justify="flex-end">
                  <RemoveMember member={member} workspaceName={workspace.name} />
                </Group>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

/**
 * Who works in the workspace, with their role and since when. Who may manage members changes
 * roles and removes members here; everyone else sees the list as it is.
 */
export function MembersCard({
  workspace,
  mayManage,
}: {
  workspace: WorkspaceSummary;
  mayManage: boolean;
}) {
  const { t } = useTranslation();
  const members = useMembers();
  // Four columns with a choice of role would scroll sideways on a phone: cards there instead.
  const phone = usePhone();
  return (
    <SectionCard
      title={t('workspaces.members.title')}
      description={t(mayManage ? 'workspaces.members.intro' : 'workspaces.members.readOnly')}
    >
      <ListQuery
        query={members}
        errorTitle={t('workspaces.members.loadFailed')}
        // Never empty: the person is among them.
        empty={null}
      >
        {(items) =>
          phone ? (
            <MemberCards members={items} workspace={workspace} />
          ) : (
            <MemberTable members={items} workspace={workspace} />
          )
        }
      </ListQuery>
    </SectionCard>
  );
}

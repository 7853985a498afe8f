import { Badge, Paper, Stack, Table, Text } from '@mantine/core';
import type { AuditEvent } from '@core/api/audit.schema';
import { formatDateTime } from '@core/format/date-time';
import { EmailAddress } from '@web/components/address-text';
import { useCurrentUser } from '@web/hooks/use-current-user';
import { usePhone } from '@web/hooks/use-phone';
import { useTranslation } from '@web/i18n/use-translation';
import { auditSummary } from '../lib/audit-summary';

/** When, in the reader's zone and language, with the exact instant for machines. */
function When({ at }: { at: string }) {
  const { i18n } = useTranslation();
  return <time dateTime={at}>{formatDateTime(at, i18n.language)}</time>;
}

/** Who: their address as it was then, or the app itself (a channel it paused). */
function Who({ event }: { event: AuditEvent }) {
  const { t } = useTranslation();
  if (!event.actor) {
    return (
      <Badge variant="light" color="gray" size="sm">
        {t('audit.app')}
      </Badge>
    );
  }
  return <EmailAddress email={event.actor.email} />;
}

/**
 * Where from: the address, or why none shows. Reading only their own lines (`own`), a member is
 * not shown the address of anyone else's (the server leaves it out).
 */
function useIpText(own: boolean) {
  const { t } = useTranslation();
  const me = useCurrentUser().user?.id;
  return ({ ip, actor }: AuditEvent) =>
    ip ?? t(own && actor?.id !== me ? 'audit.page.ipHidden' : 'audit.page.ipUnknown');
}

interface ListProps {
  events: AuditEvent[];
  /** The reader sees only their own lines (the page's `scope`). */
  own: boolean;
}

function AuditTable({ events, own }: ListProps) {
  const { t } = useTranslation();
  const ipText = useIpText(own);
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('audit.page.column.when')}</Table.Th>
            <Table.Th w={240}>{t('audit.page.column.who')}</Table.Th>
            <Table.Th>{t('audit.page.column.what')}</Table.Th>
            <Table.Th w={140}>{t('audit.page.column.ip')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td>
                {/* On one line: "2026年11月29日下午4:07" broke after 下 in a fixed width. */}
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  <When at={event.at} />
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  <Who event={event} />
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {auditSummary(t, event)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {ipText(event)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A phone: one card an event, everything in sight (a phone has no hover). */
function AuditCards({ events, own }: ListProps) {
  const { t } = useTranslation();
  const ipText = useIpText(own);
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {events.map((event) => (
        <Paper key={event.id} component="li" withBorder p="sm">
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              <Who event={event} />
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {auditSummary(t, event)}
            </Text>
            <Text size="xs" c="dimmed">
              <When at={event.at} />
              {' · '}
              {t('common.labelled', {
                label: t('audit.page.column.ip'),
                value: ipText(event),
              })}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** The events, newest first: a table, or on a phone a card each. */
export function AuditList(props: ListProps) {
  return usePhone() ? <AuditCards {...props} /> : <AuditTable {...props} />;
}

import { Card, em, Group, SimpleGrid, Stack, Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../../i18n/use-translation';
import type { Comment } from '../../../../core/api/batches.schema';
import { ReportBadge } from './report-badge';
import { ChannelCell, CommentText, TimeCell, VideoCell } from './report-cells';
import { ReportDetails } from './report-details';

/** A phone, or a tablet or a phone turned sideways: one card per comment, its status on top. */
function ReportCards({ comments }: { comments: Comment[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="xs"
      role="list"
      aria-label={t('launch.tab.reports')}
    >
      {comments.map((c) => (
        <Card key={c.id} withBorder padding="sm" role="listitem">
          <Stack gap={8}>
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <ChannelCell comment={c} />
              <ReportBadge status={c.status} />
            </Group>
            <VideoCell comment={c} />
            <CommentText comment={c} />
            <ReportDetails comment={c} inline />
            <TimeCell comment={c} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/**
 * The report rows: a table where there is room for every column without scrolling sideways;
 * below that, cards, so the status and what to do about it are always on screen.
 */
export function ReportList({ comments }: { comments: Comment[] }) {
  const { t } = useTranslation();
  // Read at once: a phone never draws the table first.
  const roomy = useMediaQuery(`(min-width: ${em(1024)})`, false, {
    getInitialValueInEffect: false,
  });
  if (!roomy) return <ReportCards comments={comments} />;
  return (
    <Table verticalSpacing="xs" striped styles={{ td: { verticalAlign: 'top' } }}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('launch.reports.channel')}</Table.Th>
          <Table.Th>{t('launch.reports.video')}</Table.Th>
          <Table.Th>{t('launch.reports.comment')}</Table.Th>
          <Table.Th>{t('launch.reports.statusColumn')}</Table.Th>
          <Table.Th>{t('launch.reports.time')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {comments.map((c) => (
          <Table.Tr key={c.id}>
            <Table.Td w="16%">
              <ChannelCell comment={c} />
            </Table.Td>
            <Table.Td w="20%">
              <VideoCell comment={c} />
            </Table.Td>
            <Table.Td w="22%">
              <CommentText comment={c} />
            </Table.Td>
            <Table.Td>
              <Stack gap={6}>
                <ReportBadge status={c.status} />
                <ReportDetails comment={c} />
              </Stack>
            </Table.Td>
            <Table.Td w="14%">
              <TimeCell comment={c} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

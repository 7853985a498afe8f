import { Badge, Button, Group, Image, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { THUMBNAIL_FALLBACK } from '../../../lib/placeholder';
import type { Comment } from '../../../../core/api/batches.schema';
import { COMMENT_STATUSES } from '../../../../core/api/statuses';
import { ListQuery, EmptyState } from '../../../components/section-card';
import { useReportBatches, useReportComments, type ReportFilter } from '../api/reports';
import { IconMessageCircle } from '@tabler/icons-react';

const STATUS_COLOR: Record<Comment['status'], string> = {
  pending: 'gray',
  posting: 'blue',
  posted: 'green',
  failed: 'red',
  cancelled: 'gray',
  manual: 'teal',
};

/** YouTube refuses comments from some channels through the API (SPEC §2's hint). */
const isIneligible = (message: string) => /Google\+|must be merged with the user/i.test(message);

function StatusCell({ comment }: { comment: Comment }) {
  const { t } = useTranslation();
  const badge = (
    <Badge
      color={STATUS_COLOR[comment.status]}
      variant={comment.status === 'failed' ? 'filled' : 'light'}
    >
      {t(`comments.status.${comment.status}`)}
    </Badge>
  );
  if (comment.status !== 'failed' || !comment.errorMessage) return badge;
  return (
    <Stack gap={4}>
      <Tooltip label={comment.errorMessage} multiline maw={360} openDelay={700}>
        {badge}
      </Tooltip>
      {isIneligible(comment.errorMessage) && (
        <Text size="xs" c="dimmed" maw={260}>
          {t('launch.reports.ineligibleHint')}
        </Text>
      )}
    </Stack>
  );
}

/** SPEC §2 /launch, reports: what was posted, what failed and why. */
export function ReportsTab() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<ReportFilter>({ batchId: '', status: '' });
  const comments = useReportComments(filter);
  const batches = useReportBatches();

  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Select
          aria-label={t('launch.reports.batch')}
          w={260}
          allowDeselect={false}
          value={filter.batchId}
          onChange={(value) => setFilter((f) => ({ ...f, batchId: value ?? '' }))}
          data={[
            { value: '', label: t('launch.reports.allBatches') },
            ...(batches.data ?? []).map((b) => ({
              value: b.id,
              label: t('launch.reports.batchLabel', {
                time: new Date(b.createdAt).toLocaleString(i18n.language),
                total: b.total,
              }),
            })),
          ]}
        />
        <Select
          aria-label={t('launch.reports.status')}
          w={180}
          allowDeselect={false}
          value={filter.status}
          onChange={(value) => setFilter((f) => ({ ...f, status: value ?? '' }))}
          data={[
            { value: '', label: t('launch.reports.allStatuses') },
            ...COMMENT_STATUSES.map((status) => ({
              value: status,
              label: t(`comments.status.${status}`),
            })),
          ]}
        />
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          loading={comments.isFetching}
          onClick={() => void comments.refetch()}
        >
          {t('launch.reports.refresh')}
        </Button>
      </Group>
      <ListQuery
        query={comments}
        errorTitle={t('launch.reports.loadFailed')}
        empty={
          <EmptyState
            icon={<IconMessageCircle size={32} stroke={1.5} />}
            title={t('launch.reports.empty')}
            hint={t('launch.reports.emptyHint')}
          />
        }
      >
        {(list) => (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('launch.reports.account')}</Table.Th>
                  <Table.Th>{t('launch.reports.video')}</Table.Th>
                  <Table.Th>{t('launch.reports.comment')}</Table.Th>
                  <Table.Th>{t('launch.reports.statusColumn')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>
                      <Text size="sm">
                        {c.accountName ?? c.accountEmail ?? t('launch.reports.gone')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {c.videoTitle ? (
                        <Group gap="xs" wrap="nowrap">
                          <Image
                            fallbackSrc={THUMBNAIL_FALLBACK}
                            src={
                              c.videoThumbnail ?? `https://i.ytimg.com/vi/${c.videoId}/default.jpg`
                            }
                            w={48}
                            h={27}
                            radius="sm"
                            alt=""
                          />
                          <Text size="sm" lineClamp={1} maw={220}>
                            {c.videoTitle}
                          </Text>
                        </Group>
                      ) : (
                        <Text size="sm" ff="monospace">
                          {c.videoId}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={2} maw={320}>
                        {c.content}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <StatusCell comment={c} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListQuery>
    </Stack>
  );
}

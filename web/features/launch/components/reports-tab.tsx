import { Button, Group, Select, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_STATUSES } from '../../../../core/api/statuses';
import { ListQuery, EmptyState } from '../../../components/section-card';
import { useReportBatches, useReportComments, type ReportFilter } from '../api/reports';
import { IconMessageCircle } from '@tabler/icons-react';
import { ReportList } from './report-list';

/** SPEC §2 /launch, reports: what was posted, what failed and why, and what is unconfirmed. */
export function ReportsTab({ initialStatus = '' }: { initialStatus?: ReportFilter['status'] }) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<ReportFilter>({ batchId: '', status: initialStatus });
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
        {(list) => <ReportList comments={list} />}
      </ListQuery>
    </Stack>
  );
}

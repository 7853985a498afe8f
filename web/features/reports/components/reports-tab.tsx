import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconMessageCircle, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@web/i18n/use-translation';
import { EmptyState, ListQuery } from '@web/components/section-card';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import {
  NO_FILTER,
  REPORT_LIMIT,
  useReportComments,
  type ReportFilter,
} from '../api/get-report-comments';
import { useRefreshCommentCounts } from '../api/refresh-comment-counts';
import { exportBatchReport, exportShownReport } from '../lib/csv-report';
import { ReportFilters } from './report-filters';
import { ReportList } from './report-list';

/**
 * docs/product.md §2 /launch, reports: what was posted, what failed and why, and what is
 * unconfirmed. A link may open it on one batch or status (a finished batch's summary, the
 * dashboard).
 */
export function ReportsTab({
  initialStatus = '',
  initialBatch = '',
  initialVisibility = '',
}: {
  initialStatus?: ReportFilter['status'];
  initialBatch?: string;
  initialVisibility?: ReportFilter['visibility'];
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ReportFilter>({
    ...NO_FILTER,
    batchId: initialBatch,
    status: initialStatus,
    visibility: initialVisibility,
  });
  const comments = useReportComments(filter);
  // Refresh brings up to date all that tells how the comments fared: the list, and the batches'
  // progress and summaries above it (what others see of them, once the checks have looked).
  const refresh = useRefreshCommentCounts();
  const filtered = Object.values(filter).some(Boolean);
  const [exporting, setExporting] = useState(false);

  // A chosen batch is exported whole; without one, the list as shown.
  const onExport = async () => {
    setExporting(true);
    try {
      const count = filter.batchId
        ? await exportBatchReport(filter.batchId, t)
        : exportShownReport(comments.data ?? [], t);
      toast({ title: t('launch.reports.exported', { count }), variant: 'success' });
    } catch (error) {
      toast({
        title: t('launch.reports.exportFailed'),
        description: errorText(t, error),
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="sm">
      <ReportFilters
        filter={filter}
        onChange={(change) => setFilter((f) => ({ ...f, ...change }))}
      />
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          loading={comments.isFetching}
          onClick={() => void refresh()}
        >
          {t('launch.reports.refresh')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          disabled={!filter.batchId && !comments.data?.length}
          loading={exporting}
          onClick={() => void onExport()}
        >
          {t('launch.reports.export')}
        </Button>
        {!filter.batchId && Boolean(comments.data?.length) && (
          <Text size="xs" c="dimmed">
            {t('launch.reports.exportHint')}
          </Text>
        )}
      </Group>
      {comments.data?.length === REPORT_LIMIT && (
        <Alert color="blue" p="xs">
          <Text size="xs">{t('launch.reports.limited', { count: REPORT_LIMIT })}</Text>
        </Alert>
      )}
      <ListQuery
        query={comments}
        errorTitle={t('launch.reports.loadFailed')}
        empty={
          <EmptyState
            icon={<IconMessageCircle size={32} stroke={1.5} />}
            title={t(filtered ? 'launch.reports.noMatch' : 'launch.reports.empty')}
            hint={t(filtered ? 'launch.reports.noMatchHint' : 'launch.reports.emptyHint')}
          />
        }
      >
        {(list) => <ReportList key={JSON.stringify(filter)} comments={list} />}
      </ListQuery>
    </Stack>
  );
}

import { VISIBILITY_STATES } from '@core/visibility/visibility-state';
import { useSearchParams } from 'react-router';
import { COMMENT_STATUSES } from '@core/posting/states';
import { PageHeader } from '@web/components/page-header';
import { RoleNote } from '@web/components/role-note';
import { ActiveBatches } from '@web/features/batches/components/batch-progress';
import { LaunchedBatch } from '@web/features/batches/components/launched-batch';
import { LaunchCard } from '@web/features/launch/components/launch-card';
import { ReportsTab } from '@web/features/reports/components/reports-tab';
import { useTranslation } from '@web/i18n/use-translation';

export default function LaunchPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.launch.title')} description={t('pages.launch.description')} />
      <RoleNote permission="batches.write" mb="md" />
      <ActiveBatches />
      <LaunchCard
        reports={<LinkedReports />}
        launchedBatch={(batch) => <LaunchedBatch {...batch} />}
      />
    </>
  );
}

/**
 * A link may open the reports on one status or batch (?tab=reports&status=unconfirmed from the
 * dashboard, &batch=<id> from a finished batch's summary, &visibility=notVisible for its comments
 * others do not see): each link followed starts them afresh,
 * also from this page.
 */
function LinkedReports() {
  const [params] = useSearchParams();
  const status = COMMENT_STATUSES.find((value) => value === params.get('status'));
  const visibility = VISIBILITY_STATES.find((value) => value === params.get('visibility'));
  return (
    <ReportsTab
      key={params.toString()}
      initialStatus={status}
      initialBatch={params.get('batch') ?? undefined}
      initialVisibility={visibility}
    />
  );
}

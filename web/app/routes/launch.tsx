import { useTranslation } from '../../i18n/use-translation';
import { PageHeader } from '../../components/page-header';
import { ActiveBatches } from '../../features/batches/components/batch-progress';
import { LaunchCard } from '../../features/launch/components/launch-card';

export default function LaunchPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.launch.title')} description={t('pages.launch.description')} />
      <ActiveBatches />
      <LaunchCard />
    </>
  );
}

import { PageHeader } from '../../components/page-header';
import { CalendarView } from '../../features/batches/components/calendar/calendar-view';
import { useTranslation } from '../../i18n/use-translation';

export default function CalendarPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.calendar.title')} description={t('pages.calendar.description')} />
      <CalendarView />
    </>
  );
}

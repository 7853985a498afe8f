import { PageHeader } from '@web/components/page-header';
import { CalendarView } from '@web/features/batches/components/calendar/calendar-view';
import { useTranslation } from '@web/i18n/use-translation';

export default function CalendarPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.calendar.title')} description={t('pages.calendar.description')} />
      <CalendarView />
    </>
  );
}

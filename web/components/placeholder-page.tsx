import { useTranslation } from 'react-i18next';
import { PageHeader } from './page-header';

/** A page whose screen arrives with a later issue: it says what it is for, and shows no data. */
export function PlaceholderPage({ pageKey }: { pageKey: string }) {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={t(`pages.${pageKey}.title`)}
      description={t(`pages.${pageKey}.description`)}
    />
  );
}

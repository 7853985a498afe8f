import { Text } from '@mantine/core';
import type { FindQuota } from '@core/api/find.schema';
import { formatDateTime } from '@core/format/date-time';
import { useTranslation } from '@web/i18n/use-translation';

/**
 * The credential's searches of the day are used up (their own bucket, docs/platform.md §2): when
 * they come back, in the reader's time. Said before a search is asked for, and again if it is.
 */
export function SearchesSpent({
  quota,
}: {
  quota: Pick<FindQuota, 'credentialName' | 'searches' | 'nextReset'>;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Text size="sm" c="red" data-testid="find-searches-spent">
      {t('find.quota.searchesSpent', {
        credential: quota.credentialName,
        limit: quota.searches.limit,
        time: formatDateTime(quota.nextReset, i18n.language),
      })}
    </Text>
  );
}

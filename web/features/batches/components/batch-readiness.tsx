import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Batch } from '@core/api/batches.schema';
import { useTranslation } from '@web/i18n/use-translation';

/**
 * docs/schedules.md §6: what the check before the start found that cannot be posted: channels to
 * reconnect, videos left out; or that nothing can be posted, so the batch waits.
 */
export function BatchReadiness({ batch }: { batch: Batch }) {
  const { t } = useTranslation();
  const found = batch.readiness;
  if (!found || (!found.waiting && !found.channels.length && !found.videos.length)) return null;
  const separator = t('common.listSeparator');
  return (
    <Alert
      color={found.waiting ? 'red' : 'orange'}
      icon={<IconAlertTriangle size={18} />}
      title={found.waiting ? t('readiness.waiting') : t('readiness.notAll')}
    >
      <List size="sm" spacing={2}>
        {found.channels.length > 0 && (
          <List.Item>
            {t('readiness.channels', {
              count: found.channels.length,
              names: found.channels.map((c) => c.name).join(separator),
            })}
          </List.Item>
        )}
        {found.videos.length > 0 && (
          <List.Item>
            {t('readiness.videos', {
              count: found.videos.length,
              names: found.videos.map((v) => v.title ?? v.videoId).join(separator),
            })}
          </List.Item>
        )}
        {found.cancelled > 0 && (
          <List.Item>{t('readiness.cancelled', { count: found.cancelled })}</List.Item>
        )}
      </List>
    </Alert>
  );
}

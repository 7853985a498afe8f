import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { DataExport } from '@core/api/export.schema';
import { formatDateTime } from '@core/format/date-time';
import { formatBytes } from '@core/format/number';
import { TitledCard } from '@web/components/section-card';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import {
  exportDownloadUrl,
  useDataExport,
  useExportTaken,
  useStartExport,
} from '../api/data-export';
import { FormProblem } from '@web/components/form-problem';

/** The browser has the file by then; the card asks again and says it was downloaded. */
const AFTER_DOWNLOAD_MS = 1_500;

/**
 * docs/security.md §8, "Export my data": a zip of everything the user keeps here, made in the
 * background (a notification says when it is ready) and downloaded once.
 */
export function ExportCard() {
  const { t, i18n } = useTranslation();
  const state = useDataExport();
  const start = useStartExport();
  const taken = useExportTaken();
  const latest = state.data?.latest ?? null;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '');

  const status = (current: DataExport) => {
    switch (current.status) {
      case 'preparing':
        return (
          <Group gap="xs" wrap="nowrap" role="status">
            <Loader size="xs" />
            <Text size="sm">{t('account.export.preparing')}</Text>
          </Group>
        );
      case 'ready':
        return (
          <Text size="sm" role="status">
            {t('account.export.ready', {
              size: formatBytes(current.sizeBytes ?? 0, i18n.language),
              until: when(current.expiresAt),
            })}
          </Text>
        );
      case 'downloaded':
        return (
          <Text size="sm">
            {t('account.export.downloaded', { time: when(current.downloadedAt) })}
          </Text>
        );
      case 'expired':
        return (
          <Text size="sm">{t('account.export.expired', { time: when(current.expiresAt) })}</Text>
        );
      case 'failed':
        return (
          <Text size="sm" c="red" role="alert">
            {t('account.export.failed')}
          </Text>
        );
    }
  };

  return (
    <TitledCard title={t('account.export.title')}>
      <Stack gap="sm" id="export">
        <Text size="sm">{t('account.export.intro')}</Text>
        <Text size="sm" c="dimmed">
          {t('account.export.noSecrets')}
        </Text>
        {latest && status(latest)}
        <FormProblem>{start.error && errorText(t, start.error)}</FormProblem>
        {latest?.status === 'ready' ? (
          <Button
            component="a"
            href={exportDownloadUrl(latest.id)}
            download
            leftSection={<IconDownload size={16} />}
            onClick={() => setTimeout(() => void taken(), AFTER_DOWNLOAD_MS)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('account.export.download')}
          </Button>
        ) : (
          latest?.status !== 'preparing' && (
            <Button
              variant="light"
              loading={start.isPending}
              onClick={() => start.mutate()}
              style={{ alignSelf: 'flex-start' }}
            >
              {latest ? t('account.export.again') : t('account.export.start')}
            </Button>
          )
        )}
      </Stack>
    </TitledCard>
  );
}

import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBan, IconRosetteDiscountCheck } from '@tabler/icons-react';
import type { ApprovalChange } from '@core/api/approval.schema';
import { BLOCKING_CHANGES } from '@core/api/approval-rules';
import { formatDateTime } from '@core/format/date-time';
import { useDuration } from '@web/components/batch-preview/preview-details';
import { useTranslation } from '@web/i18n/use-translation';

/** Each kind of change in plain words (approval.schema.ts says what each means). */
function useChangeText() {
  const { t, i18n } = useTranslation();
  const duration = useDuration();
  /** A sentence that names channels or credentials, as many as there are. */
  const naming = (
    key:
      | 'approvals.change.channelsGone'
      | 'approvals.change.quotaGone'
      | 'approvals.change.channelsNeedReconnect'
      | 'approvals.change.channelsHidden',
    names: string[],
  ) => t(key, { count: names.length, names: names.join(t('common.listSeparator')) });
  return (change: ApprovalChange): string => {
    switch (change.kind) {
      case 'channelsGone':
      case 'channelsNeedReconnect':
      case 'channelsHidden':
        return naming(`approvals.change.${change.kind}`, change.names);
      case 'quotaGone':
        return naming('approvals.change.quotaGone', change.credentials);
      case 'quotaShort':
      case 'pausedAll':
        return t(`approvals.change.${change.kind}`);
      case 'videosGone':
        return t('approvals.change.videosGone', { count: change.count });
      case 'startPassed':
        return t('approvals.change.startPassed', {
          time: formatDateTime(change.startAt, i18n.language),
        });
      case 'etaChanged':
        return t('approvals.change.etaChanged', {
          before: duration(change.beforeSeconds),
          after: duration(change.afterSeconds),
        });
    }
  };
}

/**
 * What changed since the author confirmed: the changes that stop an approval first, as errors,
 * then the others to weigh.
 */
export function ApprovalChanges({ changes }: { changes: ApprovalChange[] }) {
  const { t } = useTranslation();
  const text = useChangeText();
  if (!changes.length) {
    return (
      <Text size="sm" c="dimmed">
        <IconRosetteDiscountCheck size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
        {t('approvals.noChanges')}
      </Text>
    );
  }
  const blocking = changes.filter((change) => BLOCKING_CHANGES.includes(change.kind));
  const others = changes.filter((change) => !BLOCKING_CHANGES.includes(change.kind));
  return (
    <Stack gap="xs" component="section" aria-label={t('approvals.changes')}>
      {blocking.map((change) => (
        <Alert key={change.kind} color="red" icon={<IconBan size={18} />} role="alert">
          {text(change)}
        </Alert>
      ))}
      {others.map((change) => (
        <Alert key={change.kind} color="orange" icon={<IconAlertTriangle size={18} />} role="note">
          {text(change)}
        </Alert>
      ))}
    </Stack>
  );
}

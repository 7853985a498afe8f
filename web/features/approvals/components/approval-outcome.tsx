import { Alert, Text } from '@mantine/core';
import { IconBan, IconRosetteDiscountCheck, IconInfoCircle } from '@tabler/icons-react';
import type { BatchApproval } from '@core/api/approval.schema';
import { formatDateTime } from '@core/format/date-time';
import { useTranslation } from '@web/i18n/use-translation';
import { personName } from '../lib/person-name';

/**
 * A batch that no longer waits: who approved or rejected it, when, and why; or, with no decision
 * (its author cancelled it), what it is now.
 */
export function ApprovalOutcome({ approval }: { approval: BatchApproval }) {
  const { t, i18n } = useTranslation();
  const { batch, decision } = approval;
  if (!decision) {
    return (
      <Alert color="gray" icon={<IconInfoCircle size={18} />} role="status">
        {t('approvals.noLongerWaits', { status: t(`batches.status.${batch.status}`) })}
      </Alert>
    );
  }
  const rejected = batch.status === 'rejected';
  const words = {
    name: personName(t, decision.by),
    time: formatDateTime(decision.at, i18n.language),
  };
  return (
    <Alert
      color={rejected ? 'red' : 'green'}
      icon={rejected ? <IconBan size={18} /> : <IconRosetteDiscountCheck size={18} />}
      role="status"
      title={t(rejected ? 'approvals.rejectedBy' : 'approvals.approvedBy', words)}
      styles={{ title: { overflowWrap: 'anywhere' } }}
    >
      {decision.reason ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {t('common.labelled', { label: t('approvals.reason'), value: decision.reason })}
        </Text>
      ) : (
        <Text size="sm">
          {t('approvals.nowStatus', { status: t(`batches.status.${batch.status}`) })}
        </Text>
      )}
    </Alert>
  );
}

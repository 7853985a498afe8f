import { Alert, Card, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { BatchApproval } from '@core/api/approval.schema';
import { BLOCKING_CHANGES } from '@core/api/approval-rules';
import type { BatchPreview } from '@core/api/batches.schema';
import { PlanDetails } from '@web/components/batch-preview/plan-details';
import { PreviewDetails } from '@web/components/batch-preview/preview-details';
import { RelativeTime } from '@web/components/relative-time';
import { RoleNote } from '@web/components/role-note';
import { useCan } from '@web/hooks/use-can';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { useApproval } from '../api/get-approval';
import { personName } from '../lib/person-name';
import { ApprovalChanges } from './approval-changes';
import { ApprovalDecision } from './approval-decision';
import { ApprovalOutcome } from './approval-outcome';

/** One side of the comparison: a confirmation as the Launch page shows it. */
function PreviewCard({
  title,
  preview,
  scheduled,
}: {
  title: string;
  preview: BatchPreview;
  scheduled: boolean;
}) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title} miw={0}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        <PreviewDetails preview={preview} scheduled={scheduled} />
        <PlanDetails preview={preview} scheduled={scheduled} />
      </Stack>
    </Card>
  );
}

function ApprovalBody({ approval }: { approval: BatchApproval }) {
  const { t } = useTranslation();
  const mayDecide = useCan('batches.approve');
  const { batch, confirmed, current, changes } = approval;
  const waiting = batch.status === 'awaitingApproval';
  const scheduled = !!batch.startAt;
  const blocked = changes.some((change) => BLOCKING_CHANGES.includes(change.kind));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('approvals.askedBy', { name: personName(t, approval.author) })} ·{' '}
        <RelativeTime size="sm" span date={batch.createdAt} />
      </Text>
      {!waiting && <ApprovalOutcome approval={approval} />}
      {waiting && (
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('approvals.changes')}
          </Title>
          <ApprovalChanges changes={changes} />
        </Stack>
      )}
      {waiting && <RoleNote permission="batches.approve" />}
      {waiting && mayDecide && <ApprovalDecision approval={approval} blocked={blocked} />}
      {waiting && blocked && mayDecide && (
        <Text size="sm" c="red.8">
          {t('approvals.blockedHint')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: current && confirmed ? 2 : 1 }} spacing="md">
        {confirmed && (
          <PreviewCard
            title={t('approvals.confirmedTitle')}
            preview={confirmed}
            scheduled={scheduled}
          />
        )}
        {current && (
          <PreviewCard
            title={t('approvals.currentTitle')}
            preview={current}
            scheduled={scheduled}
          />
        )}
      </SimpleGrid>
      {!confirmed && !current && (
        <Text size="sm" c="dimmed">
          {t('approvals.noConfirmation')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * docs/architecture.md §10: the confirmation an editor saw beside the same computed now, what
 * changed in plain words, and Approve or Reject for an owner or admin; read-only for the rest,
 * saying why. A decided batch says who decided, when and why.
 */
export function ApprovalView({ id }: { id: string }) {
  const { t } = useTranslation();
  const approval = useApproval(id);
  if (approval.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('approvals.loadFailed')}>
        {errorText(t, approval.error)}
      </Alert>
    );
  }
  if (!approval.data) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return <ApprovalBody approval={approval.data} />;
}

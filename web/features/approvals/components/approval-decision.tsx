import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconBan, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { BatchApproval } from '@core/api/approval.schema';
import { REJECTION_REASON_MAX } from '@core/api/approval-rules';
import { AppModal } from '@web/components/app-modal';
import { ConfirmButtons } from '@web/components/confirm-buttons';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useDecideApproval, type Decision } from '../api/decide-approval';
import { personName } from '../lib/person-name';

type Asking = 'approve' | 'reject' | null;

/**
 * Approve or reject, each asked again in a dialog: approving posts what the author confirmed (the
 * server checks it once more, and refuses when a channel or today's quota is gone); rejecting
 * needs a reason, which the author is told. A refusal stays said in the dialog, in the person's
 * language.
 */
export function ApprovalDecision({
  approval,
  blocked,
}: {
  approval: BatchApproval;
  /** A change stops the approval: only rejecting is offered. */
  blocked: boolean;
}) {
  const { t } = useTranslation();
  const decide = useDecideApproval();
  const [asking, setAsking] = useState<Asking>(null);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const close = () => {
    setAsking(null);
    decide.reset();
  };
  const send = async (decision: Decision) => {
    try {
      await decide.mutateAsync({ id: approval.batch.id, decision });
      toast({
        title: t(decision.kind === 'approve' ? 'approvals.approved' : 'approvals.rejected'),
        variant: 'success',
      });
      setAsking(null);
    } catch {
      // Said in the dialog (decide.error), which stays open.
    }
  };
  const reject = () => {
    const trimmed = reason.trim();
    setReasonMissing(!trimmed);
    if (trimmed) void send({ kind: 'reject', reason: trimmed });
  };
  const failure = decide.error && (
    <Alert color="red" role="alert">
      {errorText(t, decide.error)}
    </Alert>
  );
  return (
    <>
      <Group gap="sm">
        <Button
          leftSection={<IconCheck size={16} />}
          color="green"
          disabled={blocked}
          onClick={() => setAsking('approve')}
        >
          {t('approvals.approve')}
        </Button>
        <Button
          leftSection={<IconBan size={16} />}
          color="red"
          variant="light"
          onClick={() => setAsking('reject')}
        >
          {t('approvals.reject')}
        </Button>
      </Group>
      <AppModal opened={asking === 'approve'} onClose={close} title={t('approvals.approveTitle')}>
        <Stack gap="md">
          <Text size="sm">
            {t('approvals.approveConfirm', {
              count: approval.batch.total,
              name: personName(t, approval.author),
            })}
          </Text>
          {failure}
          <ConfirmButtons
            onCancel={close}
            color="green"
            pending={decide.isPending}
            pendingLabel={t('approvals.approving')}
            onConfirm={() => void send({ kind: 'approve' })}
          >
            {t('approvals.approve')}
          </ConfirmButtons>
        </Stack>
      </AppModal>
      <AppModal opened={asking === 'reject'} onClose={close} title={t('approvals.rejectTitle')}>
        <Stack gap="md">
          <Textarea
            label={t('approvals.reason')}
            description={t('approvals.reasonHint')}
            required
            autosize
            minRows={3}
            maxLength={REJECTION_REASON_MAX}
            value={reason}
            error={reasonMissing ? t('approvals.reasonRequired') : undefined}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          {failure}
          <ConfirmButtons
            onCancel={close}
            color="red"
            pending={decide.isPending}
            pendingLabel={t('approvals.rejecting')}
            onConfirm={reject}
          >
            {t('approvals.reject')}
          </ConfirmButtons>
        </Stack>
      </AppModal>
    </>
  );
}

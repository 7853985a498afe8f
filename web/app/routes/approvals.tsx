import { Anchor } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@web/components/page-header';
import { ApprovalQueue } from '@web/features/approvals/components/approval-queue';
import { ApprovalView } from '@web/features/approvals/components/approval-view';
import { useLaterWords } from '@web/i18n/later-words';
import { useTranslation } from '@web/i18n/use-translation';

/** /approvals: the batches waiting for approval; /approvals/:id: one of them, to decide. */
export default function ApprovalsPage() {
  useLaterWords();
  const { t } = useTranslation();
  const { id } = useParams();
  if (!id) {
    return (
      <>
        <PageHeader title={t('approvals.title')} description={t('approvals.description')} />
        <ApprovalQueue />
      </>
    );
  }
  return (
    <>
      <Anchor component={Link} to="/approvals" size="sm">
        {t('approvals.back')}
      </Anchor>
      <PageHeader title={t('approvals.viewTitle')} />
      {/* Another batch is another view: no dialog or reason carries over. */}
      <ApprovalView key={id} id={id} />
    </>
  );
}

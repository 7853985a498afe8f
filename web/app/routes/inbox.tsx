import { PageHeader } from '@web/components/page-header';
import { InboxView } from '@web/features/inbox/components/inbox-view';
import { useLaterWords } from '@web/i18n/later-words';
import { useTranslation } from '@web/i18n/use-translation';

/** /inbox (docs/replies.md §2): replies to the workspace's comments, and answering them. */
export default function InboxPage() {
  useLaterWords();
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('inbox.title')} description={t('inbox.description')} />
      <InboxView />
    </>
  );
}

import { Badge } from '@mantine/core';
import { IconMessageReply } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { use } from 'react';
import { useLocation } from 'react-router';
import { DrawerEntryLink, HeaderEntryLink } from '@web/components/nav-entry';
import type { InboxCount } from '@core/api/inbox.schema';
import { laterWordsIn, loadLaterWords } from '@web/i18n/later-words';
import { useTranslation } from '@web/i18n/use-translation';
import { api } from '@web/lib/api-client';
import { INBOX_KEY } from '../api/inbox-api';

/** The count catches up within a minute; new replies are also told by notification. */
const COUNT_POLL_MS = 60_000;

/**
 * The way to the inbox, once the workspace has replies, with the unread count as a badge and in
 * its name.
 */
function useInboxEntry() {
  const { t } = useTranslation();
  const count = useQuery({
    queryKey: [...INBOX_KEY, 'count'],
    queryFn: () => api<InboxCount>('/api/inbox/count'),
    refetchInterval: COUNT_POLL_MS,
  }).data;
  const shown = !!count?.any;
  // Its words load for those who see it alone (later-words.ts).
  if (shown && !laterWordsIn()) use(loadLaterWords());
  const unread = count?.unread ?? 0;
  const active = useLocation().pathname.startsWith('/inbox');
  const badge = unread > 0 && (
    <Badge size="sm" circle={unread < 10} color="blue" aria-hidden>
      {unread > 99 ? '99+' : unread}
    </Badge>
  );
  return {
    to: '/inbox',
    shown,
    active,
    badge,
    label: unread > 0 ? t('inbox.navUnread', { count: unread }) : t('inbox.nav'),
    text: t('inbox.nav'),
  };
}

/** In the header, beside the workspace, on screens wide enough. */
export default function InboxHeaderLink() {
  const entry = useInboxEntry();
  if (!entry.shown) return null;
  return <HeaderEntryLink entry={entry} icon={<IconMessageReply size={18} aria-hidden />} />;
}

/** The phone's drawer row, under the tabs. */
export function InboxNavLink({ onClick }: { onClick: () => void }) {
  const entry = useInboxEntry();
  if (!entry.shown) return null;
  return <DrawerEntryLink entry={entry} icon={<IconMessageReply size={20} />} onClick={onClick} />;
}

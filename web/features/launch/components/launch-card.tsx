import { Badge, Card, Group, Tabs, Text } from '@mantine/core';
import { IconMessage2, IconReport, IconSend, IconUsers, IconVideo } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@web/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { BottomBar } from '@web/components/bottom-bar';
import { PendingButton } from '@web/components/pending-button';
import { useTabIcon } from '@web/hooks/use-tab-icon';
import { useCan } from '@web/hooks/use-can';
import { ApiError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { formatDateTime } from '@core/format/date-time';
import { useChannels } from '@web/hooks/use-channels';
import { useLaunchTemplates } from '../api/get-launch-templates';
import { AccountsTab } from './accounts-tab';
import { ConfirmLaunchModal } from './confirm-launch-modal';
import { TemplatesTab } from './templates-tab';
import {
  FREE_TYPE,
  launchTotal,
  toLaunchBody,
  useLaunchSelection,
} from '../hooks/use-launch-selection';
import { useLaunchConfirmation } from '../hooks/use-launch-confirmation';
import { VideosTab } from './videos-tab';

const TABS = [
  { value: 'accounts', icon: IconUsers, label: 'launch.tab.accounts' },
  { value: 'videos', icon: IconVideo, label: 'launch.tab.videos' },
  { value: 'templates', icon: IconMessage2, label: 'launch.tab.comments' },
  { value: 'reports', icon: IconReport, label: 'launch.tab.reports' },
] as const;

/** The batch just confirmed, as the bar names it. */
export interface Launched {
  id: string;
  total: number;
}

/**
 * docs/product.md §2 /launch: accounts, videos, templates, reports; the summary bar and Post
 * Comments. The reports and a batch's state are features of their own: the page hands them in.
 */
export function LaunchCard({
  reports,
  launchedBatch,
}: {
  reports: ReactNode;
  launchedBatch: (launched: Launched) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const tabIcon = useTabIcon();
  const accounts = useChannels();
  const templates = useLaunchTemplates();
  const selection = useLaunchSelection();
  const launch = useLaunchConfirmation();
  // Choosing stays open to every role, to see what a batch would be; posting is the page's
  // RoleNote's to explain.
  const canLaunch = useCan('batches.write');
  // The batch just confirmed, named in the bar until something is chosen again.
  const [launched, setLaunched] = useState<Launched>();
  // docs/product.md §2: accounts first; videos only when there are no accounts to choose. A link
  // may open the reports (?tab=reports from the dashboard or a finished batch's summary), also
  // when followed from this page.
  const [params] = useSearchParams();
  const linkedTab = params.get('tab') === 'reports' ? 'reports' : null;
  const [tab, setTab] = useState<string | null>(linkedTab);
  const [link, setLink] = useState(params.toString());
  if (link !== params.toString()) {
    setLink(params.toString());
    if (linkedTab) setTab(linkedTab);
  }
  const accountList = accounts.data ?? [];
  const currentTab =
    tab ?? (accounts.isSuccess && accountList.length === 0 ? 'videos' : 'accounts');

  const total = launchTotal(selection);
  const hasContent = selection.multi
    ? selection.frequencies.size > 0
    : selection.templateId !== FREE_TYPE || !!selection.text.trim();
  // docs/product.md §5: enabled with a channel, a video, and something to say.
  const canPost = selection.accounts.size > 0 && selection.videos.size > 0 && hasContent;

  const fail = (title: string, description?: string) =>
    toast({ title, description, variant: 'destructive' });
  // What is missing from the choice: it leaves as soon as the user chooses again.
  const missing = (title: string, description: string) =>
    toast({ title, description, variant: 'destructive', aboutForm: true });

  const onPost = async () => {
    if (!accountList.length)
      return missing(t('launch.check.noAccountsSetup'), t('launch.check.noAccountsSetupDesc'));
    if (!selection.accounts.size)
      return missing(t('launch.check.noAccount'), t('launch.check.noAccountDesc'));
    if (!selection.videos.size)
      return missing(t('launch.check.noVideo'), t('launch.check.noVideoDesc'));
    if (selection.multi && !selection.frequencies.size)
      return missing(t('launch.check.noTemplates'), t('launch.check.noTemplatesDesc'));
    if (!hasContent) return missing(t('launch.check.emptyInput'), t('launch.check.emptyInputDesc'));
    try {
      await launch.open(toLaunchBody(selection));
    } catch (error) {
      const videoGone =
        error instanceof ApiError && error.code === 'NOT_FOUND' && error.detail === 'Video';
      fail(
        videoGone ? t('launch.check.invalidVideos') : t('launch.check.batchError'),
        errorText(t, error),
      );
    }
  };

  const onLeaveOut = async (leaveOut: boolean) => {
    try {
      await launch.setLeaveOut(leaveOut);
    } catch (error) {
      fail(t('launch.check.batchError'), errorText(t, error));
    }
  };

  const onStart = async (startAt: string | undefined) => {
    try {
      await launch.setStart(startAt);
    } catch (error) {
      fail(t('launch.check.batchError'), errorText(t, error));
    }
  };

  const onConfirm = async () => {
    try {
      const batch = await launch.confirm();
      // Nothing stays chosen: the same batch cannot go twice by accident
      // (docs/responsible-use.md §1). The bar says where it went.
      selection.reset();
      setLaunched({ id: batch.id, total: batch.total });
      toast(
        batch.startAt && batch.status === 'scheduled'
          ? {
              title: t('launch.scheduled'),
              description: t('launch.scheduledDesc', {
                count: batch.total,
                time: formatDateTime(batch.startAt, i18n.language),
              }),
              variant: 'success',
            }
          : {
              title: t('launch.queued'),
              description: t('launch.queuedDesc', { count: batch.total }),
              variant: 'success',
            },
      );
    } catch (error) {
      fail(t('launch.errorPosting'), errorText(t, error, t('launch.errorPostingDesc')));
    }
  };

  return (
    <>
      <Card withBorder p={{ base: 'sm', sm: 'lg' }} mb={90}>
        {/* Narrow tab padding: the four labels keep one row on a phone. */}
        <Tabs value={currentTab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="md" aria-label={t('launch.tabsLabel')}>
            {TABS.map(({ value, icon, label }) => (
              <Tabs.Tab key={value} px="xs" value={value} leftSection={tabIcon(icon)}>
                {t(label)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="accounts">
            <AccountsTab accounts={accountList} selection={selection} />
          </Tabs.Panel>
          <Tabs.Panel value="videos">
            <VideosTab selection={selection} />
          </Tabs.Panel>
          <Tabs.Panel value="templates">
            <TemplatesTab templates={templates.data ?? []} selection={selection} />
            <Group gap="md" mt="md">
              <Text size="sm">
                {t('launch.summary.accounts', { count: selection.accounts.size })}
              </Text>
              <Text size="sm">{t('launch.summary.videos', { count: selection.videos.size })}</Text>
              <Text size="sm" fw={500}>
                {t('launch.summary.total', { count: total })}
              </Text>
            </Group>
          </Tabs.Panel>
          <Tabs.Panel value="reports">{reports}</Tabs.Panel>
        </Tabs>
      </Card>
      <BottomBar label={t('launch.footer.label')} justify="space-between" gap="sm" px="md">
        {selection.accounts.size || selection.videos.size ? (
          <Group gap="xs">
            <Badge variant="light">
              {t('launch.summary.accounts', { count: selection.accounts.size })}
            </Badge>
            <Badge variant="light">
              {t('launch.summary.videos', { count: selection.videos.size })}
            </Badge>
            <Badge>{t('launch.summary.total', { count: total })}</Badge>
          </Group>
        ) : launched ? (
          launchedBatch(launched)
        ) : (
          <Text size="sm" c="dimmed">
            {t('launch.footer.nothing')}
          </Text>
        )}
        <PendingButton
          leftSection={<IconSend size={16} />}
          disabled={!canLaunch || !canPost || launch.creating}
          pending={launch.opening && !launch.confirmation}
          pendingLabel={t('launch.footer.checking')}
          onClick={() => void onPost()}
        >
          {t('launch.footer.post')}
        </PendingButton>
      </BottomBar>
      <ConfirmLaunchModal
        confirmation={launch.confirmation}
        pending={launch.creating}
        updating={launch.opening}
        onLeaveOut={(leaveOut) => void onLeaveOut(leaveOut)}
        onStart={(startAt) => void onStart(startAt)}
        onCancel={launch.close}
        onConfirm={() => void onConfirm()}
      />
    </>
  );
}

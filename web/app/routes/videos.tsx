import { Tabs } from '@mantine/core';
import { IconFolder, IconList, IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@web/i18n/use-translation';
import { PageHeader } from '@web/components/page-header';
import { RoleNote } from '@web/components/role-note';
import { useTabIcon } from '@web/hooks/use-tab-icon';
import { rememberFindSource } from '@web/features/find/lib/find-form-memory';
import { FindTab } from '@web/features/find/components/find-tab';
import { AddVideos } from '@web/features/videos/components/add-videos';
import { SavedVideos } from '@web/features/videos/components/saved-videos';
import { VideoCategoriesTab } from '@web/features/videos/components/video-categories-tab';
import { useRememberedTab } from '@web/hooks/use-remembered-tab';
import { usePhone } from '@web/hooks/use-phone';
import { useCan } from '@web/hooks/use-can';

const TABS = ['add', 'find', 'saved', 'categories'] as const;
/** Without videos.write: adding and finding (whose searches spend quota) are not theirs. */
const READ_TABS: readonly (typeof TABS)[number][] = ['saved', 'categories'];
const ICONS = { add: IconPlus, find: IconSearch, saved: IconList, categories: IconFolder };

export default function VideosPage() {
  const { t } = useTranslation();
  const tabIcon = useTabIcon();
  // Four tabs fit one row of a phone only by their short names; the full name stays their name.
  const phone = usePhone();
  const canWrite = useCan('videos.write');
  const tabs = canWrite ? TABS : READ_TABS;
  const [tab, setTab] = useRememberedTab('videos', tabs, canWrite ? 'add' : 'saved');
  // The role may arrive after the tab was chosen: a tab no longer offered shows Saved instead,
  // and stays remembered for a role that has it.
  const shown = tabs.includes(tab) ? tab : 'saved';
  return (
    <>
      <PageHeader title={t('pages.videos.title')} description={t('pages.videos.description')} />
      <RoleNote permission="videos.write" mb="md" />
      <Tabs value={shown} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          {tabs.map((value) => (
            <Tabs.Tab
              key={value}
              value={value}
              leftSection={tabIcon(ICONS[value])}
              aria-label={phone ? t(`videos.tab.${value}`) : undefined}
            >
              {t(phone ? `videos.tab.${value}Short` : `videos.tab.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {canWrite && (
          <Tabs.Panel value="add">
            <AddVideos
              onListSource={(link) => {
                rememberFindSource(link);
                setTab('find');
              }}
            />
          </Tabs.Panel>
        )}
        {canWrite && (
          <Tabs.Panel value="find">
            <FindTab />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="saved">
          <SavedVideos />
        </Tabs.Panel>
        <Tabs.Panel value="categories">
          <VideoCategoriesTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

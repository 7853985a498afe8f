import { Tabs } from '@mantine/core';
import { IconFolder, IconList, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';
import { PageHeader } from '../../components/page-header';
import { useTabIcon } from '../../components/tab-icon';
import { AddVideos } from '../../features/videos/components/add-videos';
import { SavedVideos } from '../../features/videos/components/saved-videos';
import { VideoCategoriesTab } from '../../features/videos/components/video-categories-tab';
import { useRememberedTab } from '../../hooks/use-remembered-tab';

const TABS = ['add', 'saved', 'categories'] as const;

export default function VideosPage() {
  const { t } = useTranslation();
  const tabIcon = useTabIcon();
  const [tab, setTab] = useRememberedTab('videos', TABS, 'add');
  return (
    <>
      <PageHeader title={t('pages.videos.title')} description={t('pages.videos.description')} />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="add" leftSection={tabIcon(IconPlus)}>
            {t('videos.tab.add')}
          </Tabs.Tab>
          <Tabs.Tab value="saved" leftSection={tabIcon(IconList)}>
            {t('videos.tab.saved')}
          </Tabs.Tab>
          <Tabs.Tab value="categories" leftSection={tabIcon(IconFolder)}>
            {t('videos.tab.categories')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="add">
          <AddVideos />
        </Tabs.Panel>
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

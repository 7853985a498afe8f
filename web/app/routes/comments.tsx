import { Tabs } from '@mantine/core';
import { IconFolder, IconList, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '@web/i18n/use-translation';
import { PageHeader } from '@web/components/page-header';
import { RoleNote } from '@web/components/role-note';
import { useCan } from '@web/hooks/use-can';
import { useTabIcon } from '@web/hooks/use-tab-icon';
import { AddTemplateForm } from '@web/features/templates/components/add-template-form';
import { CommentCategoriesTab } from '@web/features/templates/components/comment-categories-tab';
import { SavedTemplates } from '@web/features/templates/components/saved-templates';
import { useRememberedTab } from '@web/hooks/use-remembered-tab';

const TABS = ['add', 'saved', 'categories'] as const;
const READ_TABS: readonly (typeof TABS)[number][] = ['saved', 'categories'];

export default function CommentsPage() {
  const { t } = useTranslation();
  const tabIcon = useTabIcon();
  const canWrite = useCan('templates.write');
  const tabs = canWrite ? TABS : READ_TABS;
  const [tab, setTab] = useRememberedTab('comments', tabs, canWrite ? 'add' : 'saved');
  // The role may arrive after the tab was chosen (videos.tsx does the same).
  const shown = tabs.includes(tab) ? tab : 'saved';
  return (
    <>
      <PageHeader title={t('pages.comments.title')} description={t('pages.comments.description')} />
      <RoleNote permission="templates.write" mb="md" />
      <Tabs value={shown} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          {canWrite && (
            <Tabs.Tab value="add" leftSection={tabIcon(IconPlus)}>
              {t('templates.tab.add')}
            </Tabs.Tab>
          )}
          <Tabs.Tab value="saved" leftSection={tabIcon(IconList)}>
            {t('templates.tab.saved')}
          </Tabs.Tab>
          <Tabs.Tab value="categories" leftSection={tabIcon(IconFolder)}>
            {t('templates.tab.categories')}
          </Tabs.Tab>
        </Tabs.List>
        {canWrite && (
          <Tabs.Panel value="add">
            <AddTemplateForm />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="saved">
          <SavedTemplates />
        </Tabs.Panel>
        <Tabs.Panel value="categories">
          <CommentCategoriesTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

import { Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CategoriesManager } from '../../../components/categories-manager';
import { useVideoCategories, useVideoCategoryMutations } from '../api/video-categories';

/** SPEC §2 /videos, Manage categories: with each one's video count. */
export function VideoCategoriesTab() {
  const { t } = useTranslation();
  const categories = useVideoCategories();
  const { create, rename, remove } = useVideoCategoryMutations();
  return (
    <Card withBorder padding="lg">
      <CategoriesManager
        query={categories}
        countLabel={(count) => t('videos.count', { count })}
        onCreate={(name) => create.mutateAsync(name)}
        onRename={(id, name) => rename.mutateAsync({ id, name })}
        onDelete={(id) => remove.mutateAsync(id)}
      />
    </Card>
  );
}

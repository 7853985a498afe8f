import { Card } from '@mantine/core';
import { useTranslation } from '@web/i18n/use-translation';
import { CategoriesManager } from '@web/components/categories-manager';
import { useCan } from '@web/hooks/use-can';
import { useVideoCategories, useVideoCategoryMutations } from '@web/hooks/use-video-categories';

/** docs/product.md §2 /videos, Manage categories: with each one's video count. */
export function VideoCategoriesTab() {
  const { t } = useTranslation();
  const categories = useVideoCategories();
  const { create, rename, remove } = useVideoCategoryMutations();
  const canWrite = useCan('videos.write');
  return (
    <Card withBorder padding="lg">
      <CategoriesManager
        query={categories}
        countLabel={(count) => t('videos.count', { count })}
        onCreate={(name) => create.mutateAsync(name)}
        onRename={(id, name) => rename.mutateAsync({ id, name })}
        onDelete={(id) => remove.mutateAsync(id)}
        readOnly={!canWrite}
      />
    </Card>
  );
}

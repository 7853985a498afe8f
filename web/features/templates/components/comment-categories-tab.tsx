import { Card } from '@mantine/core';
import { useTranslation } from '@web/i18n/use-translation';
import { CategoriesManager } from '@web/components/categories-manager';
import { useCan } from '@web/hooks/use-can';
import { useCommentCategories, useCommentCategoryMutations } from '../api/comment-categories';

/** docs/product.md §2 /comments, Categories: with each one's template count. */
export function CommentCategoriesTab() {
  const { t } = useTranslation();
  const categories = useCommentCategories();
  const { create, rename, remove } = useCommentCategoryMutations();
  const canWrite = useCan('templates.write');
  return (
    <Card withBorder padding="lg">
      <CategoriesManager
        query={categories}
        countLabel={(count) => t('templates.count', { count })}
        onCreate={(name) => create.mutateAsync(name)}
        onRename={(id, name) => rename.mutateAsync({ id, name })}
        onDelete={(id) => remove.mutateAsync(id)}
        readOnly={!canWrite}
      />
    </Card>
  );
}

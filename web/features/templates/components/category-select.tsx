import type { SelectProps } from '@mantine/core';
import { CategorySelect as SharedCategorySelect } from '@web/components/category-select';
import { useCommentCategories, useCommentCategoryMutations } from '../api/comment-categories';

/** The template categories, with "No category" first; a new name can be created right here. */
export function CategorySelect(props: Omit<SelectProps, 'data'>) {
  const categories = useCommentCategories();
  const { create } = useCommentCategoryMutations();
  return (
    <SharedCategorySelect
      categories={categories.data}
      onCreate={(name) => create.mutateAsync(name)}
      {...props}
    />
  );
}

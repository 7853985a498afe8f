import type { SelectProps } from '@mantine/core';
import { CategorySelect as SharedCategorySelect } from '../../../components/category-select';
import { useCommentCategories } from '../api/comment-categories';

/** The template categories, with "No category" first. */
export function CategorySelect(props: Omit<SelectProps, 'data'>) {
  const categories = useCommentCategories();
  return <SharedCategorySelect categories={categories.data} {...props} />;
}

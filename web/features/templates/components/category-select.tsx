import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NO_CATEGORY } from '../../../../core/rules/category-name';
import { useCommentCategories } from '../api/comment-categories';

/** Category names, with "No category" (`_none`) first. The value is a category name. */
export function CategorySelect(props: Omit<SelectProps, 'data'>) {
  const { t } = useTranslation();
  const categories = useCommentCategories();
  return (
    <Select
      allowDeselect={false}
      searchable
      nothingFoundMessage={t('categories.noMatch')}
      {...props}
      data={[
        { value: NO_CATEGORY, label: t('categories.none') },
        ...(categories.data ?? []).map((c) => ({ value: c.name, label: c.name })),
      ]}
    />
  );
}

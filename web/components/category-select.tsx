import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../core/api/categories.schema';
import { NO_CATEGORY } from '../../core/rules/category-name';

/** Category names, with "No category" (`_none`) first. The value is a category name. */
export function CategorySelect({
  categories,
  ...props
}: Omit<SelectProps, 'data'> & { categories: Category[] | undefined }) {
  const { t } = useTranslation();
  return (
    <Select
      allowDeselect={false}
      searchable
      nothingFoundMessage={t('categories.noMatch')}
      {...props}
      data={[
        { value: NO_CATEGORY, label: t('categories.none') },
        ...(categories ?? []).map((c) => ({ value: c.name, label: c.name })),
      ]}
    />
  );
}

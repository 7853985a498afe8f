import { Select } from '@mantine/core';
import { NO_CATEGORY } from '@core/rules/category-name';
import { useTranslation } from '@web/i18n/use-translation';
import { useCommentCategories } from '../api/comment-categories';
import { useTemplatePage } from '../api/get-template-page';

/**
 * docs/product.md §2 /comments, Saved: the category filter, as the saved videos' is: the
 * categories that hold templates, and none, each with how many it holds.
 */
export function TemplateCategoryFilter({
  value,
  onChange,
}: {
  /** A category id, `_none`, or '' for all. */
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const categories = useCommentCategories();
  // Counted as the categories are: the total of a one-row page of templates without one.
  const uncategorised = useTemplatePage({
    page: 1,
    pageSize: 1,
    search: '',
    category: NO_CATEGORY,
  });
  const withCount = (name: string, count: number | undefined) =>
    count === undefined ? name : t('categories.withCount', { name, count });
  return (
    <Select
      aria-label={t('templates.filterCategory')}
      w={220}
      allowDeselect={false}
      value={value}
      onChange={(next) => onChange(next ?? '')}
      data={[
        { value: '', label: t('categories.all') },
        { value: NO_CATEGORY, label: withCount(t('categories.none'), uncategorised.data?.total) },
        // The one chosen stays a choice when its last template leaves it.
        ...(categories.data ?? [])
          .filter((category) => category.count > 0 || category.id === value)
          .map((category) => ({
            value: category.id,
            label: withCount(category.name, category.count),
          })),
      ]}
    />
  );
}

import { Select, type ComboboxItem, type SelectProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { Category } from '@core/api/categories.schema';
import { categoryKey, checkCategoryName, NO_CATEGORY } from '@core/rules/category-name';
import { errorText } from '../lib/error-text';
import { toast } from '../lib/toast';

/**
 * The value of the "Create …" option: no category name can start with a NUL (docs/product.md §5).
 */
const CREATE = '\u0000create:';

type Props = Omit<SelectProps, 'data'> & {
  categories: Category[] | undefined;
  /**
   * Makes a name that is not there yet creatable: typed, offered as 'Create "…"', created
   * through this when chosen, then selected.
   */
  onCreate?: (name: string) => Promise<unknown>;
};

/** Category names, with "No category" (`_none`) first. The value is a category name. */
export function CategorySelect({ categories, onCreate, onChange, ...props }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  // Created here and selected before the refreshed list arrives: shown meanwhile.
  const [created, setCreated] = useState<string[]>([]);
  const names = [...(categories ?? []).map((c) => c.name)];
  for (const name of created)
    if (!names.some((n) => categoryKey(n) === categoryKey(name))) names.push(name);

  const options: ComboboxItem[] = [
    { value: NO_CATEGORY, label: t('categories.none') },
    ...names.map((name) => ({ value: name, label: name })),
  ];
  const typed = search.trim();
  const offer =
    !!onCreate &&
    !!typed &&
    !options.some((option) => categoryKey(option.label) === categoryKey(typed));
  if (offer)
    options.push({ value: CREATE + typed, label: t('categories.create', { name: typed }) });

  const create = async (name: string) => {
    const checked = checkCategoryName(name, names);
    const fail = (description: string) =>
      toast({ title: t('categories.addFailed'), description, variant: 'destructive' });
    if (checked.problem === 'tooLong') return fail(t('categories.nameTooLong'));
    if (checked.problem) return fail(t('categories.nameRequired'));
    setCreating(true);
    try {
      await onCreate!(checked.name);
      setCreated((list) => [...list, checked.name]);
      onChange?.(checked.name, { value: checked.name, label: checked.name });
      toast({ title: t('categories.added'), description: checked.name, variant: 'success' });
    } catch (error) {
      fail(errorText(t, error));
    } finally {
      setCreating(false);
    }
  };

  return (
    <Select
      allowDeselect={false}
      searchable
      nothingFoundMessage={t('categories.noMatch')}
      disabled={creating}
      {...props}
      searchValue={search}
      onSearchChange={setSearch}
      data={options}
      onChange={(value, option) => {
        if (value?.startsWith(CREATE)) void create(value.slice(CREATE.length));
        else onChange?.(value, option);
      }}
    />
  );
}

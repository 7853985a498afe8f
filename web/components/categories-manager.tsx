import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconFolder, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { Category } from '@core/api/categories.schema';
import { ApiError } from '../lib/api-client';
import { errorText } from '../lib/error-text';
import { toast } from '../lib/toast';
import { useSchemaForm } from '../hooks/use-schema-form';
import { useSelection } from '../hooks/use-selection';
import { CATEGORY_NAME_MESSAGES, categoryNameRules } from './category-name-rules';
import { CategoryRow } from './category-row';
import { FieldWithButtons } from './field-with-buttons';
import { ConfirmModal } from './confirm-modal';
import { PlainList } from './plain-list';
import { EmptyState, ListQuery, type ListState } from './section-card';

interface Props {
  query: ListState<Category>;
  /** "3 templates", "12 videos". */
  countLabel: (count: number) => string;
  onCreate: (name: string) => Promise<unknown>;
  onRename: (id: string, name: string) => Promise<unknown>;
  onDelete: (id: string) => Promise<unknown>;
  /** The role may not change them (the screen says why): the list alone, to read and search. */
  readOnly?: boolean;
}

/**
 * docs/product.md §2: the categories of videos or of templates: search, add, rename, delete one or
 * several. The name rules of docs/product.md §5 are checked here first, in the user's language,
 * then by the server.
 */
export function CategoriesManager({
  query,
  countLabel,
  onCreate,
  onRename,
  onDelete,
  readOnly = false,
}: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { selected, toggle, clear } = useSelection();
  const [deleting, setDeleting] = useState<Category[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const all = useMemo(() => query.data ?? [], [query.data]);
  const rules = useMemo(() => categoryNameRules(all.map((c) => c.name)), [all]);
  const form = useSchemaForm({
    name: 'add-category',
    initialValues: { name: '' },
    rules,
    messages: CATEGORY_NAME_MESSAGES,
  });

  const onAdd = form.submit(async (body) => {
    const name = body.name.trim();
    try {
      await onCreate(name);
      form.reset();
      toast({ title: t('categories.added'), description: name, variant: 'success' });
    } catch (error) {
      // Taken meanwhile (another tab): said under the name, as the check before would have.
      if (error instanceof ApiError && error.code === 'CATEGORY_EXISTS') {
        form.setFieldError('name', errorText(t, error));
        return;
      }
      toast({
        title: t('categories.addFailed'),
        description: errorText(t, error),
        variant: 'destructive',
      });
    }
  });

  const askDelete = (list: Category[]) => {
    setDeleting(list);
    setConfirming(true);
  };

  const confirmDelete = async () => {
    setBusy(true);
    let failed = 0;
    for (const category of deleting) {
      try {
        await onDelete(category.id);
      } catch {
        failed += 1;
      }
    }
    setBusy(false);
    clear();
    const done = deleting.length - failed;
    setConfirming(false);
    toast(
      failed
        ? {
            title: t('categories.deleteFailed'),
            description: t('categories.deletePartial', { success: done, failed }),
            variant: 'destructive',
          }
        : { title: t('categories.deleted', { count: done }), variant: 'success' },
    );
  };

  const shown = all.filter((c) =>
    c.name.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase()),
  );

  return (
    <Stack gap="md">
      {!readOnly && (
        <form onSubmit={onAdd} noValidate>
          <FieldWithButtons
            label={t('categories.newName')}
            field={(id) => (
              <TextInput
                id={id}
                placeholder={t('categories.newNamePlaceholder')}
                {...form.getInputProps('name')}
                style={{ flex: 1, minWidth: 200 }}
              />
            )}
          >
            <Button type="submit" leftSection={<IconPlus size={16} />}>
              {t('categories.add')}
            </Button>
          </FieldWithButtons>
        </form>
      )}
      <Group gap="sm" justify="space-between">
        <TextInput
          aria-label={t('categories.search')}
          placeholder={t('categories.search')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
        {!readOnly && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            disabled={selected.size === 0}
            onClick={() => askDelete(all.filter((c) => selected.has(c.id)))}
          >
            {t('categories.deleteSelected', { count: selected.size })}
          </Button>
        )}
      </Group>
      <ListQuery
        query={query}
        errorTitle={t('categories.loadFailed')}
        empty={
          <EmptyState
            icon={<IconFolder size={32} stroke={1.5} />}
            title={t('categories.empty')}
            hint={readOnly ? t('categories.emptyHintReadOnly') : t('categories.emptyHint')}
          />
        }
      >
        {() =>
          shown.length === 0 ? (
            <Text c="dimmed" ta="center" py="md">
              {t('categories.noMatch')}
            </Text>
          ) : (
            <PlainList gap="xs" label={t('categories.list')}>
              {shown.map((category) => (
                <CategoryRow
                  key={category.id}
                  category={category}
                  countLabel={countLabel(category.count)}
                  selected={selected.has(category.id)}
                  onToggle={() => toggle(category.id)}
                  others={all.filter((c) => c.id !== category.id).map((c) => c.name)}
                  onRename={onRename}
                  onDelete={() => askDelete([category])}
                  readOnly={readOnly}
                />
              ))}
            </PlainList>
          )
        }
      </ListQuery>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('categories.deleteTitle')}
        confirmLabel={t('common.delete')}
        pendingLabel={t('common.deleting')}
        pending={busy}
        onConfirm={() => void confirmDelete()}
      >
        <Text size="sm">
          {deleting.length === 1
            ? t('categories.deleteOne', { name: deleting[0]!.name })
            : t('categories.deleteMany', { count: deleting.length })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('categories.deleteKeepsItems')}
        </Text>
      </ConfirmModal>
    </Stack>
  );
}

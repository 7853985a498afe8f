import { Button, Card, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconArrowsSort,
  IconFolder,
  IconMessage2,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@web/i18n/use-translation';
import type { Template } from '@core/api/templates.schema';
import { NO_CATEGORY } from '@core/rules/category-name';
import { ActionButton } from '@web/components/action-button';
import { useCan } from '@web/hooks/use-can';
import { ConfirmModal } from '@web/components/confirm-modal';
import { PaginationBar } from '@web/components/pagination-bar';
import { PlainList } from '@web/components/plain-list';
import { useSelection } from '@web/hooks/use-selection';
import { CategoryModal } from '@web/components/category-modal';
import { EmptyState, ListQuery } from '@web/components/section-card';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useCategoriseTemplates } from '../api/categorise-templates';
import { useDeleteTemplates } from '../api/delete-templates';
import { useAllTemplates } from '../api/get-all-templates';
import { useTemplatePage } from '../api/get-template-page';
import { CategorySelect } from './category-select';
import { TemplateEditModal } from './template-edit-modal';
import { TemplateCategoryFilter } from './template-category-filter';
import { TemplateReorder } from './template-reorder';
import { TemplateRow } from './template-row';

const ALL = '';

/**
 * docs/product.md §2 /comments, Saved: search, filter, select, categorise, delete, reorder, pages.
 */
export function SavedTemplates() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [category, setCategory] = useState(ALL);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(50);
  const templates = useTemplatePage({ page, pageSize, search: debouncedSearch, category });
  const { selected, toggle, setMany, clear } = useSelection();
  const [editing, setEditing] = useState<Template>();
  const [deleting, setDeleting] = useState<string[]>([]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [categorising, setCategorising] = useState(false);
  const [reordering, setReordering] = useState(false);
  const canWrite = useCan('templates.write');
  const all = useAllTemplates(reordering);
  const remove = useDeleteTemplates();

  const items = templates.data?.items ?? [];
  const total = templates.data?.total ?? 0;
  const filtered = !!debouncedSearch.trim() || category !== ALL;
  const allOnPage = items.length > 0 && items.every((i) => selected.has(i.id));

  const askDelete = (ids: string[]) => {
    setDeleting(ids);
    setConfirmDelete(true);
  };

  const onDelete = async () => {
    try {
      const { count } = await remove.mutateAsync(deleting);
      setMany(deleting, false);
      toast({ title: t('templates.deleted', { count }), variant: 'success' });
    } catch (error) {
      toast({
        title: t('templates.deleteFailed'),
        description: errorText(t, error),
        variant: 'destructive',
      });
    } finally {
      setConfirmDelete(false);
    }
  };

  if (reordering) {
    return (
      <Card withBorder padding="lg">
        <ListQuery query={all} errorTitle={t('templates.loadFailed')} empty={null}>
          {(list) => <TemplateReorder templates={list} onDone={() => setReordering(false)} />}
        </ListQuery>
      </Card>
    );
  }

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Group gap="sm">
          <TextInput
            aria-label={t('templates.search')}
            placeholder={t('templates.search')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: 1, minWidth: 220 }}
          />
          <TemplateCategoryFilter
            value={category}
            onChange={(value) => {
              setCategory(value);
              setPage(1);
            }}
          />
          {canWrite && (
            <Button
              variant="default"
              leftSection={<IconArrowsSort size={16} />}
              disabled={filtered || total <= 1}
              title={total <= 1 ? t('templates.reorder.needMore') : undefined}
              onClick={() => setReordering(true)}
            >
              {t('templates.reorder.button')}
            </Button>
          )}
        </Group>
        {/* Chosen only to be categorised or deleted: not for a role that may do neither. */}
        {canWrite && (
          <Group gap="sm" justify="space-between">
            <Checkbox
              label={t('templates.selectPage')}
              checked={allOnPage}
              indeterminate={!allOnPage && items.some((i) => selected.has(i.id))}
              onChange={() =>
                setMany(
                  items.map((i) => i.id),
                  !allOnPage,
                )
              }
            />
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('templates.selected', { count: selected.size })}
              </Text>
              <ActionButton
                icon={IconFolder}
                disabled={!selected.size}
                onClick={() => setCategorising(true)}
              >
                {t('templates.setCategory')}
              </ActionButton>
              <ActionButton
                icon={IconTrash}
                color="red"
                disabled={!selected.size}
                onClick={() => askDelete([...selected])}
              >
                {t('templates.deleteSelected')}
              </ActionButton>
              {selected.size > 0 && (
                <Button size="xs" variant="subtle" onClick={clear}>
                  {t('templates.clearSelection')}
                </Button>
              )}
            </Group>
          </Group>
        )}
        <ListQuery
          query={{ ...templates, data: templates.data?.items }}
          errorTitle={t('templates.loadFailed')}
          empty={
            <EmptyState
              icon={<IconMessage2 size={32} stroke={1.5} />}
              title={filtered ? t('templates.noMatch') : t('templates.empty')}
              hint={
                filtered
                  ? t('templates.noMatchHint')
                  : canWrite
                    ? t('templates.emptyHint')
                    : t('templates.emptyHintReadOnly')
              }
            />
          }
        >
          {(list) => (
            <PlainList gap="xs" label={t('templates.tab.saved')}>
              {list.map((template) => (
                <TemplateRow
                  key={template.id}
                  template={template}
                  selected={selected.has(template.id)}
                  onToggle={() => toggle(template.id)}
                  onEdit={() => setEditing(template)}
                  onDelete={() => askDelete([template.id])}
                  readOnly={!canWrite}
                />
              ))}
            </PlainList>
          )}
        </ListQuery>
        {total > 0 && (
          <PaginationBar
            page={page}
            pageSize={pageSize}
            total={total}
            onPage={setPage}
            onPageSize={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        )}
      </Stack>
      {editing && <TemplateEditModal template={editing} onClose={() => setEditing(undefined)} />}
      {categorising && (
        <CategoriseModal
          ids={[...selected]}
          onClose={(done) => {
            setCategorising(false);
            if (done) clear();
          }}
        />
      )}
      <ConfirmModal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('templates.deleteTitle')}
        confirmLabel={t('common.delete')}
        pendingLabel={t('common.deleting')}
        pending={remove.isPending}
        onConfirm={() => void onDelete()}
      >
        <Text size="sm">{t('templates.deleteConfirm', { count: deleting.length })}</Text>
      </ConfirmModal>
    </Card>
  );
}

function CategoriseModal({ ids, onClose }: { ids: string[]; onClose: (done: boolean) => void }) {
  const { t } = useTranslation();
  const categorise = useCategoriseTemplates();
  const [category, setCategory] = useState(NO_CATEGORY);
  const apply = async () => {
    try {
      const { count } = await categorise.mutateAsync({
        ids,
        category: category === NO_CATEGORY ? null : category,
      });
      toast({ title: t('templates.categorised', { count }), variant: 'success' });
      onClose(true);
    } catch (error) {
      toast({
        title: t('templates.categoriseFailed'),
        description: errorText(t, error),
        variant: 'destructive',
      });
    }
  };
  return (
    <CategoryModal
      title={t('templates.setCategoryTitle', { count: ids.length })}
      pending={categorise.isPending}
      onApply={() => void apply()}
      onClose={() => onClose(false)}
    >
      <CategorySelect
        label={t('templates.category')}
        value={category}
        onChange={(v) => setCategory(v ?? NO_CATEGORY)}
      />
    </CategoryModal>
  );
}

import { ActionIcon, Badge, Checkbox, Group, Paper, Text, TextInput } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { TFunction } from '../i18n/translator';
import { useTranslation } from '../i18n/use-translation';
import type { Category } from '@core/api/categories.schema';
import { checkCategoryName, type CategoryNameProblem } from '@core/rules/category-name';
import { errorText } from '../lib/error-text';
import { toast } from '../lib/toast';
import { IconAction } from './icon-action';

/** Why a category name was refused, in the user's language (docs/product.md §5). */
export const categoryProblemText = (t: TFunction, problem: CategoryNameProblem, name: string) =>
  problem === 'taken'
    ? t('categories.exists', { name })
    : problem === 'empty'
      ? t('categories.nameRequired')
      : t('categories.nameTooLong');

/** One category in the manager's list: select, rename in place, delete. */
export function CategoryRow(props: {
  category: Category;
  countLabel: string;
  selected: boolean;
  onToggle: () => void;
  others: string[];
  onRename: (id: string, name: string) => Promise<unknown>;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { category } = props;
  const [editing, setEditing] = useState<string>();

  const save = async () => {
    if (editing === undefined) return;
    const checked = checkCategoryName(editing, props.others);
    if (checked.problem) {
      toast({
        title: t('categories.updateFailed'),
        description: categoryProblemText(t, checked.problem, checked.name),
        variant: 'destructive',
      });
      return;
    }
    try {
      await props.onRename(category.id, checked.name);
      setEditing(undefined);
      toast({ title: t('categories.updated'), description: checked.name, variant: 'success' });
    } catch (error) {
      toast({
        title: t('categories.updateFailed'),
        description: errorText(t, error, t('categories.updateFailedDesc')),
        variant: 'destructive',
      });
    }
  };

  return (
    <Paper component="li" withBorder p="xs" radius="md">
      <Group gap="sm" wrap="nowrap">
        <Checkbox
          aria-label={t('categories.select', { name: category.name })}
          checked={props.selected}
          onChange={props.onToggle}
        />
        {editing === undefined ? (
          <Text fw={500} style={{ flex: 1, minWidth: 0 }} truncate>
            {category.name}
          </Text>
        ) : (
          <TextInput
            aria-label={t('categories.rename')}
            size="xs"
            value={editing}
            autoFocus
            onChange={(event) => setEditing(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void save();
              if (event.key === 'Escape') setEditing(undefined);
            }}
            style={{ flex: 1 }}
          />
        )}
        <Badge variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
          {props.countLabel}
        </Badge>
        {editing === undefined ? (
          <IconAction label={t('categories.rename')} onClick={() => setEditing(category.name)}>
            <IconPencil size={16} />
          </IconAction>
        ) : (
          <>
            <ActionIcon
              variant="subtle"
              color="green"
              aria-label={t('common.save')}
              onClick={() => void save()}
            >
              <IconCheck size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t('common.cancel')}
              onClick={() => setEditing(undefined)}
            >
              <IconX size={16} />
            </ActionIcon>
          </>
        )}
        <IconAction label={t('common.delete')} color="red" onClick={props.onDelete}>
          <IconTrash size={16} />
        </IconAction>
      </Group>
    </Paper>
  );
}

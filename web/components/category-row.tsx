import { ActionIcon, Badge, Checkbox, Group, Paper, Text, TextInput } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { Category } from '@core/api/categories.schema';
import { useSchemaForm } from '../hooks/use-schema-form';
import { ApiError } from '../lib/api-client';
import { errorText } from '../lib/error-text';
import { toast } from '../lib/toast';
import { CATEGORY_NAME_MESSAGES, categoryNameRules } from './category-name-rules';
import { IconAction } from './icon-action';

interface Props {
  category: Category;
  countLabel: string;
  selected: boolean;
  onToggle: () => void;
  others: string[];
  onRename: (id: string, name: string) => Promise<unknown>;
  onDelete: () => void;
  /** Shown, not changed: no box to choose it, no rename, no delete. */
  readOnly?: boolean;
}

/** The name in place, being renamed: saved with Enter or ✓, left with Escape or ✕. */
function Rename({
  category,
  others,
  onRename,
  onDone,
  children,
}: Props & { onDone: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const rules = useMemo(() => categoryNameRules(others), [others]);
  const form = useSchemaForm({
    name: `rename-category-${category.id}`,
    initialValues: { name: category.name },
    rules,
    messages: CATEGORY_NAME_MESSAGES,
  });

  const save = form.submit(async (body) => {
    const name = body.name.trim();
    try {
      await onRename(category.id, name);
      onDone();
      toast({ title: t('categories.updated'), description: name, variant: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CATEGORY_EXISTS') {
        form.setFieldError('name', errorText(t, error));
        return;
      }
      toast({
        title: t('categories.updateFailed'),
        description: errorText(t, error, t('categories.updateFailedDesc')),
        variant: 'destructive',
      });
    }
  });

  return (
    <>
      <TextInput
        aria-label={t('categories.rename')}
        size="xs"
        autoFocus
        {...form.getInputProps('name')}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save();
          if (event.key === 'Escape') onDone();
        }}
        style={{ flex: 1 }}
      />
      {children}
      <ActionIcon
        variant="subtle"
        color="green"
        aria-label={t('common.save')}
        onClick={() => save()}
      >
        <IconCheck size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" aria-label={t('common.cancel')} onClick={onDone}>
        <IconX size={16} />
      </ActionIcon>
    </>
  );
}

/** One category in the manager's list: select, rename in place, delete. */
export function CategoryRow(props: Props) {
  const { t } = useTranslation();
  const { category } = props;
  const [editing, setEditing] = useState(false);
  const count = (
    <Badge variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
      {props.countLabel}
    </Badge>
  );

  return (
    <Paper component="li" withBorder p="xs" radius="md">
      <Group gap="sm" wrap="nowrap">
        {!props.readOnly && (
          <Checkbox
            aria-label={t('categories.select', { name: category.name })}
            checked={props.selected}
            onChange={props.onToggle}
          />
        )}
        {editing ? (
          <Rename {...props} onDone={() => setEditing(false)}>
            {count}
          </Rename>
        ) : (
          <>
            <Text fw={500} style={{ flex: 1, minWidth: 0 }} truncate>
              {category.name}
            </Text>
            {count}
            {!props.readOnly && (
              <IconAction label={t('categories.rename')} onClick={() => setEditing(true)}>
                <IconPencil size={16} />
              </IconAction>
            )}
          </>
        )}
        {!props.readOnly && (
          <IconAction label={t('common.delete')} color="red" onClick={props.onDelete}>
            <IconTrash size={16} />
          </IconAction>
        )}
      </Group>
    </Paper>
  );
}

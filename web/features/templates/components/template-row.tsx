import { Badge, Checkbox, Group, Paper, Spoiler, Stack, Text } from '@mantine/core';
import { CategoryBadge } from '@web/components/category-badge';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@web/i18n/use-translation';
import type { Template } from '@core/api/templates.schema';
import { isNew } from '@core/rules/new-badge';
import { IconAction } from '@web/components/icon-action';
import { RelativeTime } from '@web/components/relative-time';

interface Props {
  template: Template;
  selected: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Shown, not changed: no box to choose it, no edit, no delete. */
  readOnly?: boolean;
}

/** One saved template: its text (long ones fold), category, NEW badge (24 h), age and actions. */
export function TemplateRow({ template, selected, onToggle, onEdit, onDelete, readOnly }: Props) {
  const { t } = useTranslation();
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      bg={selected ? 'var(--app-highlight)' : undefined}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {!readOnly && (
          <Checkbox
            mt={2}
            aria-label={t('templates.select')}
            checked={selected}
            onChange={onToggle}
          />
        )}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Spoiler maxHeight={66} showLabel={t('common.showMore')} hideLabel={t('common.showLess')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {template.content}
            </Text>
          </Spoiler>
          <Group gap="xs">
            {template.category ? (
              <CategoryBadge name={template.category} />
            ) : (
              <Badge variant="outline" color="gray">
                {t('categories.none')}
              </Badge>
            )}
            {isNew(template.createdAt) && <Badge color="green">{t('common.new')}</Badge>}
            <RelativeTime date={template.createdAt} size="xs" c="dimmed" />
          </Group>
        </Stack>
        {!readOnly && (
          <Group gap={4} wrap="nowrap">
            <IconAction label={t('common.edit')} onClick={onEdit}>
              <IconPencil size={16} />
            </IconAction>
            <IconAction label={t('common.delete')} color="red" onClick={onDelete}>
              <IconTrash size={16} />
            </IconAction>
          </Group>
        )}
      </Group>
    </Paper>
  );
}

import { Text } from '@mantine/core';
import { useTranslation } from '@web/i18n/use-translation';
import type { Template } from '@core/api/templates.schema';
import { ReorderList } from '@web/components/reorder-list';
import { useReorderTemplates } from '../api/reorder-templates';

/**
 * docs/product.md §4 reorder mode, saved after a confirmation. The saved order is the whole list:
 * the first gets displayOrder 10000.
 */
export function TemplateReorder({
  templates,
  onDone,
}: {
  templates: Template[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const reorder = useReorderTemplates();
  return (
    <ReorderList
      items={templates}
      hint={t('templates.reorder.hint')}
      renderItem={(template) => (
        <Text size="sm" lineClamp={1} style={{ flex: 1, minWidth: 0 }}>
          {template.content}
        </Text>
      )}
      save={(order) => reorder.mutateAsync(order.map((item) => item.id))}
      saving={reorder.isPending}
      messages={{ saved: t('templates.reorder.saved'), failed: t('templates.reorder.failed') }}
      confirm={{
        title: t('templates.reorder.confirmTitle'),
        text: t('templates.reorder.confirm', { count: templates.length }),
      }}
      onDone={onDone}
    />
  );
}

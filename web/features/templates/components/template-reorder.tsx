import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  IconArrowBarToDown,
  IconArrowBarToUp,
  IconGripVertical,
  IconInfoCircle,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Template } from '../../../../core/api/templates.schema';
import { ConfirmModal } from '../../../components/confirm-modal';
import { IconAction } from '../../../components/icon-action';
import { PlainList } from '../../../components/plain-list';
import { errorText } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';
import { useReorderTemplates } from '../api/reorder-templates';

/**
 * SPEC §4 reorder mode: drag (or use the keyboard, or move to top / bottom), then save after a
 * confirmation. The saved order is the whole list: the first gets displayOrder 10000.
 */
export function TemplateReorder({
  templates,
  onDone,
}: {
  templates: Template[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [order, setOrder] = useState(templates);
  const [confirming, setConfirming] = useState(false);
  const reorder = useReorderTemplates();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setOrder((items) => {
      const from = items.findIndex((i) => i.id === active.id);
      const to = items.findIndex((i) => i.id === over.id);
      return arrayMove(items, from, to);
    });
  };
  const move = (index: number, to: 'top' | 'bottom') =>
    setOrder((items) => arrayMove(items, index, to === 'top' ? 0 : items.length - 1));

  const save = async () => {
    try {
      await reorder.mutateAsync(order.map((item) => item.id));
      toast({ title: t('templates.reorder.saved'), variant: 'success' });
      onDone();
    } catch (error) {
      toast({
        title: t('templates.reorder.failed'),
        description: errorText(t, error),
        variant: 'destructive',
      });
    } finally {
      setConfirming(false);
    }
  };

  const changed = order.some((item, index) => item.id !== templates[index]?.id);
  return (
    <Stack gap="sm">
      <Alert variant="light" icon={<IconInfoCircle size={18} />}>
        {t('templates.reorder.hint')}
      </Alert>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button disabled={!changed} onClick={() => setConfirming(true)}>
          {t('templates.reorder.save')}
        </Button>
      </Group>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext
          items={order.map((item) => item.id)}
          strategy={verticalListSortingStrategy}
        >
          <PlainList gap={6} label={t('templates.reorder.list')}>
            {order.map((template, index) => (
              <SortableRow
                key={template.id}
                template={template}
                position={index + 1}
                onTop={() => move(index, 'top')}
                onBottom={() => move(index, 'bottom')}
              />
            ))}
          </PlainList>
        </SortableContext>
      </DndContext>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('templates.reorder.confirmTitle')}
        confirmLabel={t('templates.reorder.save')}
        pendingLabel={t('common.saving')}
        pending={reorder.isPending}
        onConfirm={() => void save()}
      >
        <Text size="sm">{t('templates.reorder.confirm', { count: order.length })}</Text>
      </ConfirmModal>
    </Stack>
  );
}

function SortableRow(props: {
  template: Template;
  position: number;
  onTop: () => void;
  onBottom: () => void;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: props.template.id,
  });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      p="xs"
      radius="md"
      shadow={isDragging ? 'md' : undefined}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 1 : undefined,
        position: 'relative',
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('templates.reorder.drag', { position: props.position })}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} />
        </ActionIcon>
        <Badge variant="outline" color="gray" style={{ flexShrink: 0 }}>
          {props.position}
        </Badge>
        <Text size="sm" lineClamp={1} style={{ flex: 1, minWidth: 0 }}>
          {props.template.content}
        </Text>
        <IconAction label={t('templates.reorder.top')} onClick={props.onTop}>
          <IconArrowBarToUp size={16} />
        </IconAction>
        <IconAction label={t('templates.reorder.bottom')} onClick={props.onBottom}>
          <IconArrowBarToDown size={16} />
        </IconAction>
      </Group>
    </Paper>
  );
}

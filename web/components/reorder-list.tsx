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
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { errorText } from '../lib/error-text';
import { toast } from '../lib/toast';
import { ConfirmModal } from './confirm-modal';
import { IconAction } from './icon-action';
import { PendingButton } from './pending-button';
import { PlainList } from './plain-list';

/**
 * docs/product.md §4 reorder mode, for any list: drag (or use the keyboard, or move to top /
 * bottom), then Save or Cancel. Saving hands the new order to `save`, says how it went, and ends
 * the mode when it went well. With `confirm`, Save waits for a change and asks first.
 */
export function ReorderList<T extends { id: string }>(props: {
  items: T[];
  hint: ReactNode;
  /** What a row shows between its position and its move buttons. */
  renderItem: (item: T) => ReactNode;
  save: (order: T[]) => Promise<unknown>;
  saving: boolean;
  messages: { saved: string; failed: string; failedFallback?: string };
  confirm?: { title: string; text: string };
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [order, setOrder] = useState(props.items);
  const [confirming, setConfirming] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setOrder((items) =>
      arrayMove(
        items,
        items.findIndex((i) => i.id === active.id),
        items.findIndex((i) => i.id === over.id),
      ),
    );
  };
  const move = (index: number, to: 'top' | 'bottom') =>
    setOrder((items) => arrayMove(items, index, to === 'top' ? 0 : items.length - 1));

  const save = async () => {
    try {
      await props.save(order);
      toast({ title: props.messages.saved, variant: 'success' });
      props.onDone();
    } catch (error) {
      toast({
        title: props.messages.failed,
        description: errorText(t, error, props.messages.failedFallback),
        variant: 'destructive',
      });
    } finally {
      setConfirming(false);
    }
  };

  const changed = order.some((item, index) => item.id !== props.items[index]?.id);
  return (
    <Stack gap="sm">
      <Alert variant="light" icon={<IconInfoCircle size={18} />}>
        {props.hint}
      </Alert>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={props.onDone}>
          {t('common.cancel')}
        </Button>
        {props.confirm ? (
          <Button disabled={!changed} onClick={() => setConfirming(true)}>
            {t('templates.reorder.save')}
          </Button>
        ) : (
          <PendingButton
            pending={props.saving}
            pendingLabel={t('common.saving')}
            onClick={() => void save()}
          >
            {t('templates.reorder.save')}
          </PendingButton>
        )}
      </Group>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={order.map((i) => i.id)} strategy={verticalListSortingStrategy}>
          <PlainList gap={6} label={t('templates.reorder.list')}>
            {order.map((item, index) => (
              <SortableRow
                key={item.id}
                id={item.id}
                position={index + 1}
                onTop={() => move(index, 'top')}
                onBottom={() => move(index, 'bottom')}
              >
                {props.renderItem(item)}
              </SortableRow>
            ))}
          </PlainList>
        </SortableContext>
      </DndContext>
      {props.confirm && (
        <ConfirmModal
          safe
          opened={confirming}
          onClose={() => setConfirming(false)}
          title={props.confirm.title}
          confirmLabel={t('templates.reorder.save')}
          pendingLabel={t('common.saving')}
          pending={props.saving}
          onConfirm={() => void save()}
        >
          <Text size="sm">{props.confirm.text}</Text>
        </ConfirmModal>
      )}
    </Stack>
  );
}

function SortableRow(props: {
  id: string;
  position: number;
  onTop: () => void;
  onBottom: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: props.id,
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
        {props.children}
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

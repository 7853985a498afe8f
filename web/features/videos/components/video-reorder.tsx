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
import { ActionIcon, Alert, Badge, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import {
  IconArrowBarToDown,
  IconArrowBarToUp,
  IconGripVertical,
  IconInfoCircle,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { THUMBNAIL_FALLBACK } from '../../../lib/placeholder';
import type { Video } from '../../../../core/api/videos.schema';
import { IconAction } from '../../../components/icon-action';
import { PendingButton } from '../../../components/pending-button';
import { PlainList } from '../../../components/plain-list';
import { errorText } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';
import { useVideoMutations } from '../api/video-mutations';
import { cardThumbnail } from './video-card';

/**
 * The videos take the places they held, in the new order: the slots are their displayOrders,
 * sorted. Videos outside the reordered set keep theirs, so a page's order never jumps elsewhere.
 */
export function newPositions(original: Video[], order: Video[]) {
  const slots = original.map((v) => v.displayOrder).sort((a, b) => a - b);
  const distinct = new Set(slots).size === slots.length;
  return order.map((video, index) => ({
    id: video.id,
    displayOrder: distinct ? slots[index]! : slots[0]! + index,
  }));
}

/** SPEC §4 reorder mode: drag, or move to top / bottom; then Save or Cancel. */
export function VideoReorder({ videos, onDone }: { videos: Video[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [order, setOrder] = useState(videos);
  const { reorder } = useVideoMutations();
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
      await reorder.mutateAsync(newPositions(videos, order));
      toast({ title: t('videos.reorder.saved'), variant: 'success' });
      onDone();
    } catch (error) {
      toast({
        title: t('videos.reorder.failed'),
        description: errorText(t, error, t('videos.reorder.failedDesc')),
        variant: 'destructive',
      });
    }
  };

  return (
    <Stack gap="sm">
      <Alert variant="light" icon={<IconInfoCircle size={18} />}>
        {t('videos.reorder.hint', { count: videos.length })}
      </Alert>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <PendingButton
          pending={reorder.isPending}
          pendingLabel={t('common.saving')}
          onClick={() => void save()}
        >
          {t('templates.reorder.save')}
        </PendingButton>
      </Group>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={order.map((v) => v.id)} strategy={verticalListSortingStrategy}>
          <PlainList gap={6} label={t('templates.reorder.list')}>
            {order.map((video, index) => (
              <SortableVideo
                key={video.id}
                video={video}
                position={index + 1}
                onTop={() => move(index, 'top')}
                onBottom={() => move(index, 'bottom')}
              />
            ))}
          </PlainList>
        </SortableContext>
      </DndContext>
    </Stack>
  );
}

function SortableVideo(props: {
  video: Video;
  position: number;
  onTop: () => void;
  onBottom: () => void;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: props.video.id,
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
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
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
        <Image
          fallbackSrc={THUMBNAIL_FALLBACK}
          src={cardThumbnail(props.video)}
          w={64}
          h={36}
          radius="sm"
          alt=""
        />
        <Text size="sm" lineClamp={1} style={{ flex: 1, minWidth: 0 }}>
          {props.video.title ?? props.video.videoId}
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

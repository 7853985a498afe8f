import { Text } from '@mantine/core';
import { useTranslation } from '@web/i18n/use-translation';
import type { Video } from '@core/api/videos.schema';
import { ReorderList } from '@web/components/reorder-list';
import { VideoThumbnail } from '@web/components/video-thumbnail';
import { useReorderVideos } from '../api/reorder-videos';
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

/** docs/product.md §4 reorder mode: drag, or move to top / bottom; then Save or Cancel. */
export function VideoReorder({ videos, onDone }: { videos: Video[]; onDone: () => void }) {
  const { t } = useTranslation();
  const reorder = useReorderVideos();
  return (
    <ReorderList
      items={videos}
      hint={t('videos.reorder.hint', { count: videos.length })}
      renderItem={(video) => (
        <>
          <VideoThumbnail src={cardThumbnail(video)} width={64} />
          <Text size="sm" lineClamp={1} style={{ flex: 1, minWidth: 0 }}>
            {video.title ?? video.videoId}
          </Text>
        </>
      )}
      save={(order) => reorder.mutateAsync(newPositions(videos, order))}
      saving={reorder.isPending}
      messages={{
        saved: t('videos.reorder.saved'),
        failed: t('videos.reorder.failed'),
        failedFallback: t('videos.reorder.failedDesc'),
      }}
      onDone={onDone}
    />
  );
}

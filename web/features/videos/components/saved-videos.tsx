import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowsSort, IconSelect, IconVideo } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from '@web/i18n/use-translation';
import type { Video } from '@core/api/videos.schema';
import { ConfirmModal } from '@web/components/confirm-modal';
import { PaginationBar } from '@web/components/pagination-bar';
import { EmptyState, ListQuery } from '@web/components/section-card';
import { useLongPressSelect } from '@web/hooks/use-long-press-select';
import { useSelection } from '@web/hooks/use-selection';
import { useCan } from '@web/hooks/use-can';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useDeleteVideos } from '../api/delete-videos';
import { useChannelPictures } from '../hooks/use-channel-pictures';
import { useVideoPage, type VideoFilter } from '@web/hooks/use-video-page';
import { FloatingPlayer, type PlayerVideo } from './floating-player';
import { exportVideos, openInTabs } from '../lib/video-bulk-actions';
import { cardThumbnail, VideoCard } from './video-card';
import { VideoCategoryModal } from './video-category-modal';
import { VideoFilters, type Layout } from './video-filters';
import { VideoGrid } from './video-grid';
import { VideoReorder } from './video-reorder';
import { VideoSelectionBar } from './video-selection-bar';

/**
 * docs/product.md §2 /videos, Saved: the collection, a page at a time, with everything done to it.
 */
export function SavedVideos() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [filter, setFilter] = useState<Omit<VideoFilter, 'search'>>({
    page: 1,
    pageSize: 50,
    category: '',
    sent: '',
  });
  const [layout, setLayout] = useState<Layout>('grid');
  const videos = useVideoPage({ ...filter, search: debounced });
  const items = videos.data?.items;
  useChannelPictures(items);
  const { selected, toggle, setMany, clear } = useSelection();
  const [selecting, setSelecting] = useState(false);
  const [playing, setPlaying] = useState<PlayerVideo>();
  const [categorising, setCategorising] = useState<{ ids: string[]; initial?: string | null }>();
  const [deleting, setDeleting] = useState<string[]>([]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [reordering, setReordering] = useState<Video[]>();
  const remove = useDeleteVideos();
  // Viewers still select: to open the chosen videos in tabs or export them.
  const canWrite = useCan('videos.write');
  const longPress = useLongPressSelect((id) => {
    setSelecting(true);
    setMany([id], true);
  });

  const total = videos.data?.total ?? 0;
  const chosen = (items ?? []).filter((v) => selected.has(v.id));
  const filtered = !!debounced.trim() || !!filter.category || !!filter.sent;

  const onFilter = (next: Partial<VideoFilter>) => setFilter((f) => ({ ...f, ...next, page: 1 }));

  const { endsLongPress, onPointerDown } = longPress;
  const open = useCallback(
    (video: Video) => {
      if (endsLongPress()) return;
      if (selecting) toggle(video.id);
      else
        setPlaying({
          videoId: video.videoId,
          title: video.title,
          thumbnail: cardThumbnail(video),
          isShort: video.isShort,
        });
    },
    [endsLongPress, selecting, toggle],
  );

  const askDelete = useCallback((ids: string[]) => {
    setDeleting(ids);
    setConfirmDelete(true);
  }, []);
  const deleteOne = useCallback((video: Video) => askDelete([video.id]), [askDelete]);
  const categorise = useCallback(
    (video: Video) => setCategorising({ ids: [video.id], initial: video.category }),
    [],
  );

  // The same function while nothing it shows changes: the grid and its cards skip redrawing
  // while someone types in the search (docs/performance.md §1: no frame over 100 ms as the grid
  // filters).
  const renderCard = useCallback(
    (video: Video) => (
      <VideoCard
        video={video}
        layout={layout}
        selecting={selecting}
        selected={selected.has(video.id)}
        t={t}
        language={i18n.language}
        onOpen={open}
        onToggle={toggle}
        onCategory={canWrite ? categorise : undefined}
        onDelete={canWrite ? deleteOne : undefined}
        onPointerDown={onPointerDown}
      />
    ),
    [
      layout,
      selecting,
      selected,
      t,
      i18n.language,
      open,
      toggle,
      canWrite,
      categorise,
      deleteOne,
      onPointerDown,
    ],
  );
  const onDelete = async () => {
    try {
      const { count } = await remove.mutateAsync(deleting);
      setMany(deleting, false);
      toast({ title: t('videos.bulk.deleted', { count }), variant: 'success' });
    } catch (error) {
      toast({
        title: t('videos.bulk.deleteFailed'),
        description: errorText(t, error, t('videos.bulk.deleteFailedDesc')),
        variant: 'destructive',
      });
    } finally {
      setConfirmDelete(false);
    }
  };

  const startReorder = () => {
    const list = chosen.length >= 2 ? chosen : (items ?? []);
    if (list.length < 2) {
      toast({ title: t('videos.reorder.needTwo'), variant: 'warning' });
      return;
    }
    setReordering(list);
  };

  if (reordering) {
    return (
      <Card withBorder padding="lg">
        <VideoReorder videos={reordering} onDone={() => setReordering(undefined)} />
      </Card>
    );
  }

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <VideoFilters
          search={search}
          onSearch={(value) => {
            setSearch(value);
            setFilter((f) => ({ ...f, page: 1 }));
          }}
          filter={filter}
          onFilter={onFilter}
          layout={layout}
          onLayout={setLayout}
        />
        <Group gap="xs" justify="space-between">
          <Button
            size="xs"
            variant={selecting ? 'filled' : 'default'}
            leftSection={<IconSelect size={14} />}
            onClick={() => {
              if (selecting) clear();
              setSelecting(!selecting);
            }}
          >
            {selecting ? t('videos.bulk.doneSelecting') : t('videos.bulk.select')}
          </Button>
          {canWrite && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconArrowsSort size={14} />}
              disabled={total < 2}
              onClick={startReorder}
            >
              {t('templates.reorder.button')}
            </Button>
          )}
        </Group>
        <ListQuery
          query={{ ...videos, data: items }}
          errorTitle={t('videos.saved.loadFailed')}
          empty={
            <EmptyState
              icon={<IconVideo size={32} stroke={1.5} />}
              title={filtered ? t('videos.saved.noMatch') : t('videos.saved.empty')}
              hint={
                filtered
                  ? t('templates.noMatchHint')
                  : canWrite
                    ? t('videos.saved.emptyHint')
                    : t('videos.saved.emptyHintReadOnly')
              }
            />
          }
        >
          {(list) => <VideoGrid videos={list} layout={layout} renderCard={renderCard} />}
        </ListQuery>
        {total > 0 && (
          <PaginationBar
            page={filter.page}
            pageSize={filter.pageSize}
            total={total}
            totalIsMinimum={videos.data?.totalIsMinimum}
            onPage={(page) => setFilter((f) => ({ ...f, page }))}
            onPageSize={(pageSize) => setFilter((f) => ({ ...f, pageSize, page: 1 }))}
          />
        )}
      </Stack>
      {categorising && (
        <VideoCategoryModal
          videoIds={categorising.ids}
          initial={categorising.initial}
          onClose={() => setCategorising(undefined)}
        />
      )}
      <ConfirmModal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('videos.bulk.deleteTitle')}
        confirmLabel={t('common.delete')}
        pendingLabel={t('common.deleting')}
        pending={remove.isPending}
        onConfirm={() => void onDelete()}
      >
        <Text size="sm">{t('videos.bulk.deleteConfirm', { count: deleting.length })}</Text>
      </ConfirmModal>
      {selecting && (
        <VideoSelectionBar
          count={chosen.length}
          onSelectPage={() =>
            setMany(
              (items ?? []).map((v) => v.id),
              true,
            )
          }
          onCategory={
            canWrite ? () => setCategorising({ ids: chosen.map((v) => v.id) }) : undefined
          }
          onOpenTabs={() => void openInTabs(chosen, t)}
          onExport={() => exportVideos(chosen, t)}
          onDelete={canWrite ? () => askDelete(chosen.map((v) => v.id)) : undefined}
        />
      )}
      {playing && (
        <FloatingPlayer
          key={playing.videoId}
          video={playing}
          onClose={() => setPlaying(undefined)}
        />
      )}
    </Card>
  );
}

import {
  Anchor,
  AspectRatio,
  Box,
  Button,
  Checkbox,
  Group,
  Image,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
  type TextProps,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLayoutGrid, IconList, IconSearch, IconVideo } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { LAUNCH_DATA_STALE_MS } from '@web/lib/query-keys';
import { useTranslation } from '@web/i18n/use-translation';
import { THUMBNAIL_FALLBACK } from '@web/lib/placeholder';
import { Link } from 'react-router';
import type { Video } from '@core/api/videos.schema';
import { thumbnailUrl } from '@core/videos/video-ref';
import { PaginationBar } from '@web/components/pagination-bar';
import { VideoThumbnail } from '@web/components/video-thumbnail';
import { EmptyState } from '@web/components/section-card';
import { useVideoPage } from '@web/hooks/use-video-page';
import type { LaunchSelection } from '../hooks/use-launch-selection';

/** A title with a word longer than the row (a URL, a run of letters) wraps rather than widens it. */
const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;

/** docs/product.md §9: the comment manager's page sizes. */
const PAGE_SIZES = [25, 50, 100, 200];

const thumbnail = (v: Video) => thumbnailUrl(v, 'mqdefault');

/** A video's title (its id when it has none), drawn as `title` says, and its channel's name. */
function VideoNames({ video, ...title }: { video: Video } & TextProps) {
  return (
    <>
      <Text {...title} style={BREAK_ANYWHERE}>
        {video.title ?? video.videoId}
      </Text>
      <Text size="xs" c="dimmed" truncate>
        {video.channelTitle}
      </Text>
    </>
  );
}

/**
 * docs/product.md §2 /launch, videos: search, grid or list, select all on the page, drag with the
 * mouse to select several, pages; what is chosen stays in this browser.
 */
export function VideosTab({ selection }: { selection: LaunchSelection }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(50);
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const videos = useVideoPage({ page, pageSize, search: debounced }, LAUNCH_DATA_STALE_MS);
  const items = videos.data?.items ?? [];
  const total = videos.data?.total ?? 0;
  const chosen = selection.videos;
  // Mouse drag-select: the first item decides whether the drag selects or deselects.
  const drag = useRef<boolean | null>(null);

  useEffect(() => {
    const end = () => (drag.current = null);
    window.addEventListener('mouseup', end);
    return () => window.removeEventListener('mouseup', end);
  }, []);

  const set = (videoId: string, on: boolean) =>
    selection.setVideos((current) => {
      const next = new Set(current);
      if (on) next.add(videoId);
      else next.delete(videoId);
      return next;
    });

  const itemProps = (v: Video) => ({
    onMouseDown: (event: React.MouseEvent) => {
      if (event.button !== 0) return;
      event.preventDefault();
      drag.current = !chosen.has(v.videoId);
      set(v.videoId, drag.current);
    },
    onMouseEnter: () => {
      if (drag.current !== null) set(v.videoId, drag.current);
    },
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key === ' ' || event.key === 'Enter') {
        event.preventDefault();
        set(v.videoId, !chosen.has(v.videoId));
      }
    },
    'aria-pressed': chosen.has(v.videoId),
    'aria-label': v.title ?? v.videoId,
  });

  const allOnPage = items.length > 0 && items.every((v) => chosen.has(v.videoId));
  const filtered = !!debounced.trim();

  return (
    <Stack gap="sm">
      <Group gap="sm">
        <TextInput
          aria-label={t('launch.videos.search')}
          placeholder={t('launch.videos.search')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: 1, minWidth: 200 }}
        />
        <SegmentedControl
          value={layout}
          onChange={(value) => setLayout(value)}
          data={[
            {
              value: 'grid',
              label: <IconLayoutGrid size={16} aria-label={t('videos.saved.grid')} />,
            },
            { value: 'list', label: <IconList size={16} aria-label={t('videos.saved.list')} /> },
          ]}
        />
      </Group>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            disabled={!items.length}
            onClick={() =>
              selection.setVideos((current) => {
                const next = new Set(current);
                for (const v of items) {
                  if (allOnPage) next.delete(v.videoId);
                  else next.add(v.videoId);
                }
                return next;
              })
            }
          >
            {allOnPage ? t('launch.videos.deselectAll') : t('launch.videos.selectAll')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('launch.videos.selected', { count: chosen.size })}
          </Text>
          {chosen.size > 0 && (
            <Button size="xs" variant="subtle" onClick={() => selection.setVideos(() => new Set())}>
              {t('templates.clearSelection')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t(videos.data?.totalIsMinimum ? 'launch.videos.showingMore' : 'launch.videos.showing', {
            shown: items.length,
            total,
          })}
        </Text>
      </Group>
      {items.length === 0 && !videos.isPending ? (
        <EmptyState
          icon={<IconVideo size={32} stroke={1.5} />}
          title={filtered ? t('launch.videos.noMatch') : t('launch.videos.none')}
          hint={filtered ? t('templates.noMatchHint') : t('launch.videos.noneHint')}
        >
          {!filtered && (
            <Anchor component={Link} to="/videos">
              {t('launch.videos.goToVideos')}
            </Anchor>
          )}
        </EmptyState>
      ) : (
        <ScrollArea.Autosize mah={600} scrollbars="y" onMouseLeave={() => (drag.current = null)}>
          {layout === 'grid' ? (
            <SimpleGrid
              cols={{ base: 2, sm: 3, md: 4, lg: 5 }}
              spacing="sm"
              style={{ userSelect: 'none' }}
            >
              {items.map((v) => (
                <UnstyledButton
                  key={v.id}
                  {...itemProps(v)}
                  style={{
                    // From the top, whatever the height of the row's tallest card.
                    display: 'flex',
                    flexDirection: 'column',
                    justifyContent: 'flex-start',
                    borderRadius: 8,
                    // A ring drawn as a shadow: the outline is the keyboard focus's own
                    // (`.mantine-focus-auto:focus-visible`), which an inline outline would hide.
                    boxShadow: chosen.has(v.videoId)
                      ? '0 0 0 3px var(--mantine-primary-color-filled)'
                      : '0 0 0 1px var(--mantine-color-default-border)',
                    overflow: 'hidden',
                  }}
                >
                  <AspectRatio ratio={16 / 9}>
                    <Image
                      fallbackSrc={THUMBNAIL_FALLBACK}
                      src={thumbnail(v)}
                      alt=""
                      draggable={false}
                    />
                  </AspectRatio>
                  <Box p={6}>
                    <VideoNames video={v} size="xs" fw={500} lineClamp={2} />
                  </Box>
                </UnstyledButton>
              ))}
            </SimpleGrid>
          ) : (
            <Stack gap={4} style={{ userSelect: 'none' }}>
              {items.map((v) => (
                <UnstyledButton key={v.id} {...itemProps(v)} p={4} style={{ borderRadius: 6 }}>
                  <Group gap="sm" wrap="nowrap">
                    <Checkbox checked={chosen.has(v.videoId)} readOnly tabIndex={-1} aria-hidden />
                    <VideoThumbnail src={thumbnail(v)} width={80} draggable={false} />
                    <div style={{ flex: 1, minWidth: 0 }}>
                      <VideoNames video={v} size="sm" lineClamp={3} />
                    </div>
                    {/* A phone's row is the title's: the id is for a wide screen. */}
                    <Text size="xs" ff="monospace" c="dimmed" visibleFrom="sm">
                      {v.videoId}
                    </Text>
                  </Group>
                </UnstyledButton>
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
      )}
      <PaginationBar
        page={page}
        pageSize={pageSize}
        total={total}
        totalIsMinimum={videos.data?.totalIsMinimum}
        sizes={PAGE_SIZES}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          // docs/product.md §4: changing the page size goes back to the first page.
          setPage(1);
        }}
      />
    </Stack>
  );
}

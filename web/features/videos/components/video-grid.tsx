import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Video } from '@core/api/videos.schema';

const GAP = 16;
const MIN_CARD_WIDTH = 260;

interface Props {
  videos: Video[];
  layout: 'grid' | 'list';
  renderCard: (video: Video) => ReactNode;
}

/**
 * Cards in rows, only those near the screen in the page (docs/performance.md §1: 5,000 cards on one
 * page scroll smoothly). Row heights are measured as they render. Memoised: the page around it
 * redraws on each key typed in the search, before the results change.
 */
export const VideoGrid = memo(function VideoGrid({ layout, renderCard, ...props }: Props) {
  // New results (another page, a filter, a search) are drawn in the background, yielding to input,
  // and shown at once when ready: the old cards stay until then, as they do while loading.
  const videos = useDeferredValue(props.videos);
  const { ref: sizeRef, width } = useElementSize();
  const list = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(0);
  const columns =
    layout === 'list' ? 1 : Math.max(1, Math.floor((width + GAP) / (MIN_CARD_WIDTH + GAP)));
  const rows = Math.ceil(videos.length / columns);

  // Where the list starts in the page, kept right as things above it wrap or appear.
  useEffect(() => {
    const observer = new ResizeObserver(() => {
      if (list.current) setMargin(list.current.getBoundingClientRect().top + window.scrollY);
    });
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => (layout === 'grid' ? 380 : 150),
    // A row above and below: with four columns, each more row is four cards more to draw at once
    // when a page opens or the scroll bar is dragged far.
    overscan: 1,
    gap: GAP,
    scrollMargin: margin,
  });
  // The rows that scroll into view are drawn in the background too, a card at a time between
  // frames, rather than all at once in the scroll event (the virtualiser's default): the rows
  // drawn so far stay in place until then, as they would while a long frame blocks the page.
  const rowsShown = useDeferredValue(virtualizer.getVirtualItems());

  return (
    <Box ref={sizeRef}>
      <div ref={list} style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        {rowsShown.map((row) => (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              display: 'grid',
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gap: GAP,
            }}
          >
            {videos.slice(row.index * columns, row.index * columns + columns).map((video) => (
              <div key={video.id}>{renderCard(video)}</div>
            ))}
          </div>
        ))}
      </div>
    </Box>
  );
});

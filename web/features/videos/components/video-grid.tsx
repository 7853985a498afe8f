import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Video } from '../../../../core/api/videos.schema';

const GAP = 16;
const MIN_CARD_WIDTH = 260;

interface Props {
  videos: Video[];
  layout: 'grid' | 'list';
  renderCard: (video: Video) => ReactNode;
}

/**
 * Cards in rows, only those near the screen in the page (DESIGN.md §7: 5,000 cards on one page
 * scroll smoothly). Row heights are measured as they render.
 */
export function VideoGrid({ videos, layout, renderCard }: Props) {
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
    overscan: 3,
    gap: GAP,
    scrollMargin: margin,
  });

  return (
    <Box ref={sizeRef}>
      <div ref={list} style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
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
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Video } from '../../../../core/api/videos.schema';
import { api } from '../../../lib/api-client';
import { refreshVideos } from './refresh-videos';

/** channels.list takes 50 ids. */
const PER_CALL = 50;

/**
 * Cards show the channel's picture. When some on screen lack it, it is looked up once and saved
 * for every video of that channel (docs/product.md §7: only for saved videos). A failure is not
 * shown: the initials stand in.
 */
export function useChannelPictures(videos: Video[] | undefined) {
  const queryClient = useQueryClient();
  const asked = useRef(new Set<string>());
  useEffect(() => {
    const missing = [
      ...new Set(
        (videos ?? []).flatMap((v) =>
          v.channelId && !v.channelThumbnail && !asked.current.has(v.channelId)
            ? [v.channelId]
            : [],
        ),
      ),
    ].slice(0, PER_CALL);
    if (!missing.length) return;
    for (const id of missing) asked.current.add(id);
    void (async () => {
      try {
        const { items } = await api<{
          items: { id: string; snippet: { thumbnail: string | null } }[];
        }>(`/api/youtube/channels?id=${missing.join(',')}`);
        const channels = items.flatMap((c) =>
          c.snippet.thumbnail ? [{ channelId: c.id, thumbnail: c.snippet.thumbnail }] : [],
        );
        if (!channels.length) return;
        await api('/api/videos/channel-thumbnails', { method: 'POST', body: { channels } });
        await refreshVideos(queryClient);
      } catch (error) {
        console.info('channel pictures not fetched', error);
      }
    })();
  }, [videos, queryClient]);
}

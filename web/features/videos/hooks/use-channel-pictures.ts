import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Video } from '@core/api/videos.schema';
import { CHANNELS_PER_CALL, getChannelPictures } from '../api/get-channel-pictures';
import { refreshVideos } from '../api/refresh-videos';
import { saveChannelPictures } from '../api/save-channel-pictures';

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
    ].slice(0, CHANNELS_PER_CALL);
    if (!missing.length) return;
    for (const id of missing) asked.current.add(id);
    void (async () => {
      try {
        const channels = await getChannelPictures(missing);
        if (!channels.length) return;
        await saveChannelPictures(channels);
        await refreshVideos(queryClient);
      } catch (error) {
        console.info('channel pictures not fetched', error);
      }
    })();
  }, [videos, queryClient]);
}

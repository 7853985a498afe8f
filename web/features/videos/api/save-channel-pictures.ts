import { api } from '@web/lib/api-client';

/** Saves each channel's picture on every saved video of that channel. */
export const saveChannelPictures = (channels: { channelId: string; thumbnail: string }[]) =>
  api('/api/videos/channel-thumbnails', { method: 'POST', body: { channels } });

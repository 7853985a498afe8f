import { api } from '@web/lib/api-client';

/** channels.list takes 50 ids. */
export const CHANNELS_PER_CALL = 50;

/** The channels' pictures YouTube has, by channel id (those without one are left out). */
export async function getChannelPictures(channelIds: string[]) {
  const { items } = await api<{
    items: { id: string; snippet: { thumbnail: string | null } }[];
  }>(`/api/youtube/channels?id=${channelIds.join(',')}`);
  return items.flatMap((c) =>
    c.snippet.thumbnail ? [{ channelId: c.id, thumbnail: c.snippet.thumbnail }] : [],
  );
}

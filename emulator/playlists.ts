import { createHash } from 'node:crypto';
import { byDate, byViews, CATALOGUE, KNOWN_CHANNELS } from './catalogue';
import type { VideoFacts } from './video-catalog';

export interface Playlist {
  id: string;
  title: string;
  channel: { id: string; title: string };
  /** In playlist order: newest first. */
  videos: VideoFacts[];
}

/** YouTube names a channel's uploads playlist after the channel: `UC…` becomes `UU…`. */
export const uploadsPlaylistId = (channelId: string) => `UU${channelId.slice(2)}`;

/** A playlist a creator made: `PL` and 32 characters, as YouTube's are. */
const bestOfPlaylistId = (channelId: string) =>
  `PL${createHash('sha256').update(`best-of:${channelId}`).digest('base64url').slice(0, 32)}`;

/** How many videos a creator's "Best of" playlist holds: its most viewed. */
const BEST_OF_SIZE = 30;

/**
 * Every channel's uploads (the demo users' are empty: they upload nothing), and for each creator
 * a "Best of" playlist of its most viewed videos.
 */
const PLAYLISTS: Playlist[] = KNOWN_CHANNELS.flatMap((channel) => {
  const videos = CATALOGUE.filter((video) => video.channel.id === channel.id);
  const uploads = {
    id: uploadsPlaylistId(channel.id),
    title: `Uploads from ${channel.title}`,
    channel,
    videos: [...videos].sort(byDate),
  };
  if (!videos.length) return [uploads];
  const bestOf = [...videos].sort(byViews).slice(0, BEST_OF_SIZE).sort(byDate);
  const best = { id: bestOfPlaylistId(channel.id), title: `Best of ${channel.title}`, channel };
  return [uploads, { ...best, videos: bestOf }];
});

export const findPlaylist = (id: string) => PLAYLISTS.find((playlist) => playlist.id === id);

/** Every playlist, or one channel's: what the control API lists, there being no playlists.list. */
export const playlistsOf = (channelId?: string) =>
  PLAYLISTS.filter((playlist) => !channelId || playlist.channel.id === channelId).map(
    ({ id, title, channel, videos }) => ({
      id,
      title,
      channelId: channel.id,
      videoCount: videos.length,
    }),
  );

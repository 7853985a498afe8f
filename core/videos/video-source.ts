import { parseYoutubeUrl } from './video-ref';

/**
 * Where the Find feature takes videos from, read from a link: a channel (by handle or by id) or a
 * playlist. A channel's videos are its uploads playlist; a handle is looked up first.
 */
export type VideoSource =
  | { kind: 'channel'; handle: string }
  | { kind: 'channel'; channelId: string }
  | { kind: 'playlist'; playlistId: string }
  | { kind: 'unknown' };

/** A channel id: `UC` and 22 letters, digits, `_` or `-`. */
export const CHANNEL_ID_PATTERN = /^UC[A-Za-z0-9_-]{22}$/;
/** A handle: `@` and 3 to 30 letters (of any script), digits, `_`, `-` or `.`. */
export const HANDLE_PATTERN = /^@[\p{L}\p{N}_.-]{3,30}$/u;
const PLAYLIST_ID_PATTERN = /^[A-Za-z0-9_-]{12,64}$/;
/**
 * Lists the Data API cannot read: mixes (`RD…`, made for each viewer), watch later and liked
 * videos (`WL`, `LL`: private).
 */
const UNREADABLE_LIST = /^(RD|WL$|LL$)/;

const UNKNOWN: VideoSource = { kind: 'unknown' };

/**
 * The channel or playlist a link names: `youtube.com/@handle`, `/channel/UC…`, a channel's live
 * player (`embed/live_stream?channel=`), any link with `list=` (a playlist page, a video played
 * in a playlist, `embed/videoseries`), or a bare `@handle` or channel id.
 *
 * Legacy names (`/c/name`, `/user/name`) are read as the handle of the same name: YouTube gave
 * channels handles from their custom names in 2022, and the Data API has no look-up for `/c/`
 * names. One whose handle is spelled otherwise is then not found; its `@` link works.
 */
export function parseVideoSource(input: string): VideoSource {
  const text = input.trim();
  if (HANDLE_PATTERN.test(text)) return { kind: 'channel', handle: text };
  if (CHANNEL_ID_PATTERN.test(text)) return { kind: 'channel', channelId: text };
  const url = parseYoutubeUrl(text);
  return (url && sourceIn(url)) ?? UNKNOWN;
}

function sourceIn(url: URL): VideoSource | undefined {
  const list = url.searchParams.get('list');
  if (list !== null)
    return PLAYLIST_ID_PATTERN.test(list) && !UNREADABLE_LIST.test(list)
      ? { kind: 'playlist', playlistId: list }
      : undefined;
  const [first = '', second = ''] = url.pathname.split('/').filter(Boolean).map(decoded);
  if (first.startsWith('@')) return handle(first);
  if (first === 'channel') return channel(second);
  if (first === 'embed' && second === 'live_stream')
    return channel(url.searchParams.get('channel'));
  if (first === 'c' || first === 'user') return handle(`@${second}`);
  return undefined;
}

const handle = (value: string): VideoSource | undefined =>
  HANDLE_PATTERN.test(value) ? { kind: 'channel', handle: value } : undefined;

const channel = (value: string | null): VideoSource | undefined =>
  value && CHANNEL_ID_PATTERN.test(value) ? { kind: 'channel', channelId: value } : undefined;

/** A path segment as typed (a handle in another script arrives percent-encoded). */
function decoded(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

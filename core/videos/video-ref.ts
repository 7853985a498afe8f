/** A YouTube video id: exactly 11 letters, digits, `_` or `-` (docs/product.md §5). */
export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

export const isVideoId = (value: string) => VIDEO_ID_PATTERN.test(value);

/** YouTube's own hosts: a look-alike (youtube.com.example.net, notyoutube.com) is not one. */
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
/** YouTube Kids links a video only as `watch?v=`. */
const KIDS_HOSTS = new Set(['youtubekids.com', 'www.youtubekids.com', 'm.youtubekids.com']);
/** Paths that play the video of their `v` parameter. */
const WATCH_PATHS = new Set(['watch', 'watch_popup']);
/** Paths whose next segment is the id. */
const ID_PATHS = new Set(['embed', 'shorts', 'live', 'v', 'e']);
/** What follows `embed/` in a playlist's or a channel's live player: 11 letters, yet no video. */
const EMBED_NOT_VIDEO = new Set(['videoseries', 'live_stream']);
/** The Android app's links: `vnd.youtube:ID` or `vnd.youtube://ID`. */
const APP_LINK = /^vnd\.youtube:(?:\/\/)?([A-Za-z0-9_-]{11})(?:[?&#].*)?$/i;

/**
 * Whether `new URL` would take `href`, without it throwing: every search of the video list is
 * tried as a link, and most are words, which a URL's host refuses; the error thrown took about
 * 4 µs, thirty times the check (`URL.canParse` is in Node 20, and in browsers since 2023: an
 * older one parses).
 */
const canParse = (href: string) => typeof URL.canParse !== 'function' || URL.canParse(href);

/**
 * A link on one of YouTube's hosts, as a URL, or undefined: with or without a scheme, http(s)
 * only, an `&amp;` (a link copied out of HTML) read as `&`.
 */
export function parseYoutubeUrl(input: string): URL | undefined {
  const text = input.trim().replace(/&amp;/gi, '&');
  const href = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  if (!canParse(href)) return undefined;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase();
  return YOUTUBE_HOSTS.has(host) || SHORT_HOSTS.has(host) || KIDS_HOSTS.has(host) ? url : undefined;
}

/**
 * The video id in a link or a bare id, or undefined. Accepts short links, `watch?v=` (and
 * `watch_popup`, YouTube Kids), embed, shorts and live links on YouTube's hosts (with or without a
 * scheme), attribution links, the Android app's `vnd.youtube:` links, with any extra parameters
 * (`&t=`, `&list=`, `?si=`, `#t=`) and surrounding spaces. A playlist's or a channel's embed
 * player is no video.
 */
export function parseVideoRef(input: string): string | undefined {
  const text = input.trim();
  if (isVideoId(text)) return text;
  const app = APP_LINK.exec(text);
  if (app) return app[1];
  const url = parseYoutubeUrl(text);
  const candidate = url && videoIdIn(url);
  return candidate && isVideoId(candidate) ? candidate : undefined;
}

function videoIdIn(url: URL): string | undefined {
  const host = url.hostname.toLowerCase();
  const [first = '', second = ''] = url.pathname.split('/').filter(Boolean);
  if (SHORT_HOSTS.has(host)) return first;
  if (KIDS_HOSTS.has(host)) return first === 'watch' ? (url.searchParams.get('v') ?? '') : '';
  if (WATCH_PATHS.has(first)) return url.searchParams.get('v') ?? '';
  if (first === 'attribution_link') return attributedVideoId(url);
  if (ID_PATHS.has(first) && !(first === 'embed' && EMBED_NOT_VIDEO.has(second))) return second;
  return undefined;
}

/** `attribution_link?u=/watch%3Fv%3DID…`: the video of the path it wraps, on YouTube itself. */
function attributedVideoId(url: URL) {
  const target = url.searchParams.get('u') ?? '';
  if (!target.startsWith('/') || target.startsWith('//')) return undefined;
  const inner = new URL(target, 'https://www.youtube.com');
  return inner.pathname.startsWith('/attribution_link') ? undefined : videoIdIn(inner);
}

/** The canonical watch address of a video. */
export const watchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`;

/**
 * A video's picture: the one we saved, else the image host's by id at `size` (default 120 px
 * wide, mqdefault 320, hqdefault 480).
 */
export const thumbnailUrl = (
  video: { videoId: string; thumbnail?: string | null },
  size: 'default' | 'mqdefault' | 'hqdefault',
) => video.thumbnail ?? `https://i.ytimg.com/vi/${video.videoId}/${size}.jpg`;

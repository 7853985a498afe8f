/** A YouTube video id: exactly 11 letters, digits, `_` or `-` (SPEC §5). */
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
/** Paths whose next segment is the id. */
const ID_PATHS = new Set(['embed', 'shorts', 'live', 'v', 'e']);

/**
 * The video id in a link or a bare id, or undefined. Accepts short links, `watch?v=`, embed,
 * shorts and live links on YouTube's hosts (with or without a scheme), with any extra parameters
 * (`&t=`, `&list=`, `?si=`, `#t=`) and surrounding spaces.
 */
export function parseVideoRef(input: string): string | undefined {
  const text = input.trim();
  if (isVideoId(text)) return text;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | undefined;
  if (SHORT_HOSTS.has(host)) {
    candidate = segments[0];
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') candidate = url.searchParams.get('v') ?? undefined;
    else if (segments[0] && ID_PATHS.has(segments[0])) candidate = segments[1];
  }
  return candidate && isVideoId(candidate) ? candidate : undefined;
}

/** The canonical watch address of a video. */
export const watchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`;

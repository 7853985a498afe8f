import { createHash } from 'node:crypto';

/**
 * Deterministic metadata for any well-formed video id, so imports of any size work offline.
 *
 * Documented special ids:
 * - ids starting with `NF` do not exist: videos.list leaves them out, commentThreads answer
 *   `videoNotFound` (404);
 * - ids starting with `CD` have comments disabled: commentThreads.insert answers `commentsDisabled`,
 *   and videos.list leaves out statistics.commentCount, as YouTube does for such a video.
 * About one id in five is a Short (under 60 s, `#shorts` in the title).
 */
export const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

export const isWellFormedVideoId = (id: string) => VIDEO_ID.test(id);
export const videoExists = (id: string) => isWellFormedVideoId(id) && !id.startsWith('NF');
export const commentsDisabledByDefault = (id: string) => id.startsWith('CD');

const ADJECTIVES = [
  'Quick',
  'Ultimate',
  'Honest',
  'Beginner',
  'Deep',
  'Weekend',
  'Tiny',
  'Epic',
  'Calm',
  'Smart',
];
const SUBJECTS = [
  'Sourdough',
  'Guitar Chords',
  'Home Office',
  'Street Food',
  'Mountain Hike',
  'Budget Travel',
  'Pixel Art',
  'Garden Tour',
  'Chess Openings',
  'Morning Routine',
];
const FORMATS = ['Guide', 'Review', 'Vlog', 'Tutorial', 'Challenge', 'Tips', 'Story', 'Experiment'];
const CREATORS = [
  'Maple Kitchen',
  'Pixel Forge',
  'Trail Notes',
  'Chord Lab',
  'Daily Drift',
  'Green Thumb',
  'Board Brain',
  'Nomad Notes',
];

function numbers(id: string) {
  const digest = createHash('sha256').update(id).digest();
  return (index: number) => digest.readUInt32BE((index * 4) % 28);
}

/** The channels that own the catalogue's videos, computed once. */
export const CREATOR_CHANNELS = CREATORS.map((title) => ({
  id: `UC${createHash('sha256').update(title).digest('base64url').slice(0, 22)}`,
  title,
  handle: `@${title.replace(/\s/g, '').toLowerCase()}`,
}));

export function videoMetadata(
  id: string,
  thumbnailBase: string,
  commentsEnabled = !commentsDisabledByDefault(id),
) {
  const n = numbers(id);
  const isShort = n(0) % 5 === 0;
  const seconds = isShort ? 15 + (n(1) % 45) : 61 + (n(1) % 5400);
  const channel = CREATOR_CHANNELS[n(2) % CREATOR_CHANNELS.length]!;
  const title = `${ADJECTIVES[n(3) % ADJECTIVES.length]} ${SUBJECTS[n(4) % SUBJECTS.length]} ${FORMATS[n(5) % FORMATS.length]}${isShort ? ' #shorts' : ''}`;
  const views = n(6) % 5_000_000;
  const published = new Date(Date.UTC(2019, 0, 1) + (n(1) % (6 * 365)) * 86_400_000);
  const thumbnail = (file: string, width: number, height: number) => ({
    url: `${thumbnailBase}/vi/${id}/${file}`,
    width,
    height,
  });
  return {
    kind: 'youtube#video',
    etag: createHash('md5').update(id).digest('base64url'),
    id,
    snippet: {
      publishedAt: published.toISOString(),
      channelId: channel.id,
      title,
      description: `${title} — a demo video served by the local YouTube emulator.`,
      thumbnails: {
        default: thumbnail('default.jpg', 120, 90),
        medium: thumbnail('mqdefault.jpg', 320, 180),
        high: thumbnail('hqdefault.jpg', 480, 360),
      },
      channelTitle: channel.title,
      categoryId: '22',
      liveBroadcastContent: 'none',
    },
    contentDetails: {
      duration: isoDuration(seconds),
      dimension: '2d',
      definition: 'hd',
      caption: 'false',
    },
    statistics: {
      viewCount: String(views),
      likeCount: String(Math.floor(views / (20 + (n(7) % 30)))),
      favoriteCount: '0',
      ...(commentsEnabled
        ? { commentCount: String(Math.floor(views / (200 + (n(3) % 300)))) }
        : {}),
    },
  };
}

function isoDuration(total: number) {
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

/** A small picture standing in for a thumbnail, since the real image host is out of reach. */
export function thumbnailSvg(id: string) {
  const hue = numbers(id)(0) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360"><rect width="480" height="360" fill="hsl(${hue},55%,45%)"/><polygon points="205,135 205,225 285,180" fill="#fff" opacity="0.9"/><text x="240" y="320" font-family="monospace" font-size="28" fill="#fff" text-anchor="middle">${id.replace(/[<>&]/g, '')}</text></svg>`;
}

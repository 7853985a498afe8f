import { createHash } from 'node:crypto';

/**
 * Deterministic metadata for any well-formed video id, so imports of any size work offline.
 *
 * Documented special ids:
 * - ids starting with `NF` do not exist: videos.list leaves them out, commentThreads answer
 *   `videoNotFound` (404);
 * - ids starting with `CD` have comments disabled: commentThreads.insert answers `commentsDisabled`,
 *   and videos.list leaves out statistics.commentCount, as YouTube does for such a video.
 * About one id in five is a Short (under 60 s, `#shorts` in the title). The subject of its title
 * decides its category; a separate hash its home region and language (see catalogue.ts).
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
/** Each subject with the YouTube category its videos are filed under (see video-categories.ts). */
const SUBJECTS: [subject: string, categoryId: string][] = [
  ['Sourdough', '26'],
  ['Guitar Chords', '10'],
  ['Home Office', '28'],
  ['Street Food', '19'],
  ['Mountain Hike', '17'],
  ['Budget Travel', '19'],
  ['Pixel Art', '20'],
  ['Garden Tour', '26'],
  ['Chess Openings', '27'],
  ['Morning Routine', '22'],
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

/** What a video is, before it is dressed as a resource: every fact derived from its id. */
export function videoFacts(id: string) {
  const n = numbers(id);
  const isShort = n(0) % 5 === 0;
  const seconds = isShort ? 15 + (n(1) % 45) : 61 + (n(1) % 5400);
  const channel = CREATOR_CHANNELS[n(2) % CREATOR_CHANNELS.length]!;
  const [subject, categoryId] = SUBJECTS[n(4) % SUBJECTS.length]!;
  const title = `${ADJECTIVES[n(3) % ADJECTIVES.length]} ${subject} ${FORMATS[n(5) % FORMATS.length]}${isShort ? ' #shorts' : ''}`;
  const views = n(6) % 5_000_000;
  return {
    id,
    seconds,
    channel,
    categoryId,
    title,
    description: `${title} — a demo video served by the local YouTube emulator.`,
    publishedAt: new Date(Date.UTC(2019, 0, 1) + (n(1) % (6 * 365)) * 86_400_000).toISOString(),
    views,
    likes: Math.floor(views / (20 + (n(7) % 30))),
    comments: Math.floor(views / (200 + (n(3) % 300))),
    ...homeOf(id),
  };
}
export type VideoFacts = ReturnType<typeof videoFacts>;

/** The three thumbnail sizes a snippet names, all served by the emulator (`/vi/{id}/…`). */
export function thumbnails(id: string, base: string) {
  const thumbnail = (file: string, width: number, height: number) => ({
    url: `${base}/vi/${id}/${file}`,
    width,
    height,
  });
  return {
    default: thumbnail('default.jpg', 120, 90),
    medium: thumbnail('mqdefault.jpg', 320, 180),
    high: thumbnail('hqdefault.jpg', 480, 360),
  };
}

/** An etag that stays the same while what it is made from does. */
export const etagOf = (source: string) => createHash('md5').update(source).digest('base64url');

/**
 * What a snippet says of a video, the same in videos.list, search.list and playlistItems.list:
 * when it was published, its channel, its title, description and thumbnails.
 */
export function videoSnippet(video: VideoFacts, thumbnailBase: string) {
  return {
    publishedAt: video.publishedAt,
    channelId: video.channel.id,
    title: video.title,
    description: video.description,
    thumbnails: thumbnails(video.id, thumbnailBase),
    channelTitle: video.channel.title,
  };
}

export function videoMetadata(
  id: string,
  thumbnailBase: string,
  commentsEnabled = !commentsDisabledByDefault(id),
) {
  const video = videoFacts(id);
  return {
    kind: 'youtube#video',
    etag: etagOf(id),
    id,
    snippet: {
      ...videoSnippet(video, thumbnailBase),
      categoryId: video.categoryId,
      liveBroadcastContent: 'none',
      defaultAudioLanguage: video.language,
    },
    contentDetails: {
      duration: isoDuration(video.seconds),
      dimension: '2d',
      definition: 'hd',
      caption: 'false',
    },
    statistics: {
      viewCount: String(video.views),
      likeCount: String(video.likes),
      favoriteCount: '0',
      ...(commentsEnabled ? { commentCount: String(video.comments) } : {}),
    },
  };
}

/**
 * Where a video comes from: the region whose chart and searches it appears in, and its language.
 * Hashed apart from the other facts so that adding them changed no title, date or count.
 */
const HOMES = [
  { regionCode: 'US', language: 'en' },
  { regionCode: 'GB', language: 'en' },
  { regionCode: 'IN', language: 'en' },
  { regionCode: 'TW', language: 'zh-Hant' },
  { regionCode: 'HK', language: 'zh-Hant' },
  { regionCode: 'SG', language: 'en' },
  { regionCode: 'JP', language: 'ja' },
  { regionCode: 'DE', language: 'de' },
] as const;
export const REGION_CODES = HOMES.map((home) => home.regionCode);

export function homeOf(id: string) {
  return HOMES[createHash('sha256').update(`home:${id}`).digest().readUInt32BE(0) % HOMES.length]!;
}

export function isoDuration(total: number) {
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

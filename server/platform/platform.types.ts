/**
 * What passes the only door to Google (docs/platform.md): the client's interface and the shapes
 * it answers in, the project's own. Google's types stay behind the door, in server/platform/; every
 * failure of a call is a `PlatformError` of one of its few kinds (platform-error.ts).
 */

/** An OAuth client (a Google Cloud project): a user's own credential, or the server's. */
export interface ClientCredential {
  clientId: string;
  clientSecret: string;
}

/** A channel's grant, as Google hands it over on connecting and renews it on the way. */
export interface GrantTokens {
  accessToken?: string;
  refreshToken?: string;
  /** When the access token stops working. */
  expiresAt?: Date;
  /** Seconds the refresh token lives, when Google says (apps in "Testing": 7 days). */
  refreshTokenExpiresIn?: number;
}

/** Who signed in: OpenID Connect's userinfo, under its own names. */
export interface GoogleProfile {
  sub: string;
  email: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

/** A YouTube channel's name and picture (the default size, else medium). */
export interface ChannelInfo {
  id: string;
  title: string;
  thumbnail: string | null;
}

/** A video's details as videos.list gives them (snippet, statistics, contentDetails). */
export interface PlatformVideo {
  id: string;
  title: string;
  /** Null: YouTube gave none. */
  description: string | null;
  channelId: string;
  channelTitle: string;
  /** RFC 3339. */
  publishedAt: string | null;
  /** Picture addresses by size (`default`, `medium`, `high`, ...), in YouTube's order. */
  thumbnails: Record<string, string>;
  /** ISO 8601 (`PT4M13S`; `P0D` for a live or upcoming video). */
  duration: string | null;
  viewCount: number | null;
  /** Null when the owner hides likes. */
  likeCount: number | null;
  /** Null when comments are turned off. */
  commentCount: number | null;
}

/**
 * A video's counts as videos.batchGetStats gives them (2026-06-03): the statistics alone, from a
 * bucket of quota of their own. Nothing of its title, pictures or channel.
 */
export interface PlatformVideoStats {
  id: string;
  viewCount: number | null;
  /** Null when the owner hides likes. */
  likeCount: number | null;
  /** Null when comments are turned off. */
  commentCount: number | null;
}

/** A comment thread's top-level comment, as whoever asked may see it. */
export interface CommentThread {
  commentId: string;
  /** The channel that wrote it. */
  channelId: string;
  text: string;
  /** RFC 3339. */
  publishedAt: string;
  likeCount: number;
  replyCount: number;
}

/** A reply in a comment thread. */
export interface CommentReply {
  id: string;
  author: string;
  /** The channel that wrote it, when YouTube says (a channel's answer, ours among them). */
  authorChannelId: string | null;
  text: string;
  /** RFC 3339. */
  publishedAt: string;
}

/** One page of a listing; `nextPageToken` continues it, null on the last page. */
export interface Page<T> {
  items: T[];
  nextPageToken: string | null;
}

/** A video category a video can be given, titled in the language asked for. */
export interface Topic {
  id: string;
  title: string;
}

export interface SearchParams {
  q: string;
  regionCode?: string;
  relevanceLanguage?: string;
  videoCategoryId?: string;
  videoDuration?: 'any' | 'short' | 'medium' | 'long';
  /** RFC 3339. */
  publishedAfter?: string;
  order?: 'relevance' | 'date' | 'viewCount';
  pageToken?: string;
}

/** Reads with an API key: the server's (YOUTUBE_API_KEY), or a user's key for checks. */
export interface ApiKeyAuth {
  apiKey: string;
}

/** The calls of the Find feature (docs/product.md §2). Each costs quota: see discovery.ts. */
export interface DiscoveryCalls {
  /** search.list (1 of the search bucket): the ids of one page of videos, in YouTube's order. */
  search: (params: SearchParams) => Promise<Page<string>>;
  /** videos.list for one page's ids (1 unit); ids YouTube lost are left out. */
  details: (ids: string[]) => Promise<PlatformVideo[]>;
  /** videos.list chart=mostPopular (1 unit): the region's Trending Music, Movies and Gaming. */
  popular: (params: {
    regionCode?: string;
    videoCategoryId?: string;
    pageToken?: string;
  }) => Promise<Page<PlatformVideo>>;
  /** videoCategories.list (1 unit): only the categories a video can be given. */
  topics: (regionCode: string, hl: string) => Promise<Topic[]>;
  /** channels.list by handle (1 unit): the channel's name and its uploads playlist. */
  channelByHandle: (handle: string) => Promise<{ title: string; uploadsPlaylistId: string }>;
  /**
   * playlistItems.list (1 unit): a page of a playlist's video ids, newest first, and the name of
   * the channel it belongs to (null when the page is empty).
   */
  playlistPage: (
    playlistId: string,
    pageToken?: string,
  ) => Promise<Page<string> & { channelTitle: string | null }>;
}

/** Posted comments as a viewer sees them (docs/visibility.md): see viewer-calls.ts. */
export interface ViewerCalls {
  /** commentThreads.list by id (1 unit, up to 50 ids): the threads the caller may see. */
  threadsById: (ids: string[]) => Promise<CommentThread[]>;
  /** comments.list by parent (1 unit a page of up to 100): a thread's replies, newest first. */
  replyPage: (parentId: string, pageToken?: string) => Promise<Page<CommentReply>>;
  /**
   * comments.list by id (1 unit, up to 50 ids): the replies (answers) the caller may see, as
   * threads without replies of their own (docs/replies.md §3).
   */
  repliesById: (ids: string[]) => Promise<CommentThread[]>;
}

/** Reads of video and channel details: one call per 50 ids, in the order asked for. */
export interface DetailReads {
  /** Ids YouTube does not know are left out, as YouTube does. */
  listVideos: (ids: string[]) => Promise<PlatformVideo[]>;
  listChannels: (ids: string[]) => Promise<ChannelInfo[]>;
  /**
   * videos.batchGetStats (1 of the stats bucket a call): counts only. A video it leaves out may be
   * gone, or only missing from a batch Google does not promise whole: videos.list says which.
   */
  videoStats: (ids: string[]) => Promise<PlatformVideoStats[]>;
}

/** One channel's Google session: everything runs under its grant, paid by its credential. */
export interface ChannelSession extends DetailReads {
  /**
   * commentThreads.insert (50 units), never repeated by the library. `signal` ends the whole
   * send, token refresh included: once it has fired, nothing of this send can still leave.
   */
  insertComment: (
    videoId: string,
    text: string,
    signal?: AbortSignal,
  ) => Promise<{ commentId: string; publishedAt: string | null }>;
  /**
   * comments.insert with a parent (50 units): an answer in the thread of the top-level comment
   * `parentId`, never repeated by the library; `signal` as for insertComment.
   */
  insertReply: (
    parentId: string,
    text: string,
    signal?: AbortSignal,
  ) => Promise<{ commentId: string; publishedAt: string | null }>;
  /** Finding videos, paid by this channel's credential. */
  discovery: DiscoveryCalls;
  /** Other channels' comments as this Google user sees them: never its own. */
  viewer: ViewerCalls;
  /** A token refresh: proves the grant works without a unit of quota; new tokens reach `onTokens`. */
  refreshGrant: () => Promise<void>;
  /** channels.list mine=true (1 unit): the channel this grant speaks for. */
  channelInfo: () => Promise<ChannelInfo>;
  /**
   * One page of a video's comments, newest first (1 unit a page of 100): what a look-up for a
   * lost answer reads. `pageToken` continues where the previous page ended.
   */
  commentPage: (videoId: string, pageToken?: string) => Promise<Page<CommentThread>>;
}

/**
 * The only door to Google (docs/architecture.md §2). Every method fails with a `PlatformError`
 * (platform-error.ts) and with nothing of Google's.
 */
export interface PlatformClient {
  /** The consent page address, with PKCE; keep the verifier (and state) in the session. */
  authorizationUrl: (
    credential: ClientCredential,
    redirectUri: string,
    state: string,
  ) => Promise<{ url: string; codeVerifier: string }>;
  /**
   * Exchanges the code and reads who signed in (neither costs quota). Which channel they chose
   * is the session's `channelInfo`, a paid call.
   */
  exchangeCode: (
    credential: ClientCredential,
    redirectUri: string,
    code: string,
    codeVerifier: string,
  ) => Promise<{ tokens: GrantTokens; profile: GoogleProfile }>;
  /** Revokes the grant at Google. A token Google no longer knows counts as revoked. */
  revoke: (credential: ClientCredential, token: string) => Promise<void>;
  /** Video details with an API key: see `DetailReads`. */
  listVideos: (auth: ApiKeyAuth, ids: string[]) => Promise<PlatformVideo[]>;
  /** Channel names and pictures with an API key. */
  listChannels: (auth: ApiKeyAuth, ids: string[]) => Promise<ChannelInfo[]>;
  /** Video counts with an API key: see `DetailReads`. */
  videoStats: (auth: ApiKeyAuth, ids: string[]) => Promise<PlatformVideoStats[]>;
  /** Finding videos with an API key. */
  discovery: (auth: ApiKeyAuth) => DiscoveryCalls;
  /** Posted comments as anyone sees them, with an API key. */
  viewer: (auth: ApiKeyAuth) => ViewerCalls;
  /** One channel's session: the access token is refreshed on the way, new ones reach `onTokens`. */
  channel: (
    credential: ClientCredential,
    tokens: GrantTokens,
    onTokens?: (tokens: GrantTokens) => void,
  ) => ChannelSession;
}

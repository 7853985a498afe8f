import { randomBytes } from 'node:crypto';
import { commentsDisabledByDefault } from './video-catalog';
import type { DemoChannel, DemoUser } from './demo-accounts';
import type { Fault } from './faults';
import { QuotaLedger } from './quota';

export interface Grant {
  clientId: string;
  user: DemoUser;
  channel: DemoChannel;
  scope: string;
}

export interface AccessToken extends Grant {
  token: string;
  expiresAt: number;
  refreshToken?: string;
}

export interface RefreshToken extends Grant {
  token: string;
  issuedAt: number;
  revoked: boolean;
}

export interface AuthCode extends Grant {
  code: string;
  redirectUri: string;
  codeChallenge?: string;
  codeChallengeMethod?: string;
  expiresAt: number;
  used: boolean;
  offline: boolean;
}

/**
 * What YouTube did with a comment: published for everyone, held for the video owner's review, or
 * hidden as likely spam. Only its author (and the video's owner) sees the last two.
 */
export type Moderation = 'published' | 'heldForReview' | 'likelySpam';
/** How a channel's new comments are treated (`POST /__emulator/moderation`). */
export const MODERATION_MODES = {
  publish: 'published',
  hold: 'heldForReview',
  hide: 'likelySpam',
} as const;
export type ModerationMode = keyof typeof MODERATION_MODES;

/** A reply in a comment's thread: added through the control API or grown with time (viewer.ts). */
export interface Reply {
  id: string;
  authorDisplayName: string;
  /** The channel that answered through the API (comments.insert); unset for a viewer's reply. */
  authorChannelId?: string;
  text: string;
  publishedAt: string;
}

export interface PostedComment {
  id: string;
  /** Order of arrival: breaks ties between comments of the same millisecond. */
  seq: number;
  videoId: string;
  channelId: string;
  channelTitle: string;
  text: string;
  publishedAt: string;
  clientId: string;
  moderation: Moderation;
  /** Likes and replies added through the control API, beside those that grow with time. */
  likesAdded: number;
  repliesAdded: Reply[];
}

/**
 * How fast a published comment gains likes and replies from viewers (deterministic): by default a
 * like every 10 minutes and a reply every hour; the demo speeds it up.
 */
export interface Growth {
  likeEveryMs: number;
  replyEveryMs: number;
}
export const DEFAULT_GROWTH: Growth = { likeEveryMs: 10 * 60_000, replyEveryMs: 3600_000 };

/** A Data API call as it reached "Google": what pacing is measured against. */
export interface ReceivedCall {
  method: string;
  /** When the emulator began to handle it (after any latency it plays). */
  receivedAt: number;
  /** The channel of the caller's grant, when it has one. */
  channelId?: string;
  videoId?: string;
}

const ACCESS_TOKEN_TTL_MS = 3600_000;
/** Google's documented lifetime of a refresh token issued to an app in Testing: 7 days. */
export const TESTING_REFRESH_TTL_MS = 7 * 24 * 3600_000;
const CODE_TTL_MS = 600_000;

export const newId = (prefix: string, bytes = 18) =>
  `${prefix}${randomBytes(bytes).toString('base64url')}`;

/** Everything the emulator remembers; `reset()` returns it to a new start. */
export class EmulatorState {
  clockOffsetMs = 0;
  fixedNow: number | undefined;
  latencyMs = 0;
  /** Each call waits latencyMs plus up to this much more, at random. */
  latencyJitterMs = 0;
  /** Inserts: stored, then answered this much later (a slow answer), or stored this much late. */
  answerDelayMs = 0;
  insertDelayMs = 0;
  faults: Fault[] = [];
  /** Google's "Testing" apps lose refresh tokens after 7 days; undefined: they never expire. */
  refreshTokenTtlMs: number | undefined;
  clients = new Map<string, string>();
  codes = new Map<string, AuthCode>();
  accessTokens = new Map<string, AccessToken>();
  refreshTokens = new Map<string, RefreshToken>();
  comments: PostedComment[] = [];
  private byId = new Map<string, PostedComment>();
  calls: ReceivedCall[] = [];
  commentsEnabled = new Map<string, boolean>();
  /** Videos deleted or made private since: gone from videos.list, their comments with them. */
  goneVideos = new Set<string>();
  /** By channel id; a channel not listed publishes. */
  moderation = new Map<string, ModerationMode>();
  /** OAuth clients whose app is in Google's "Testing" status: refresh tokens last 7 days. */
  testingClients = new Set<string>();
  /** How fast published comments gain likes and replies (viewer.ts). */
  growth: Growth = DEFAULT_GROWTH;
  quota = new QuotaLedger();

  now() {
    return this.fixedNow ?? Date.now() + this.clockOffsetMs;
  }

  reset() {
    Object.assign(this, new EmulatorState());
  }

  /** Stores a comment as Google does: stamped now, after every comment before it. */
  addComment(
    comment: Omit<
      PostedComment,
      'seq' | 'publishedAt' | 'moderation' | 'likesAdded' | 'repliesAdded'
    >,
  ) {
    const mode = this.moderation.get(comment.channelId) ?? 'publish';
    const stored: PostedComment = {
      ...comment,
      seq: this.comments.length + 1,
      publishedAt: new Date(this.now()).toISOString(),
      moderation: MODERATION_MODES[mode],
      likesAdded: 0,
      repliesAdded: [],
    };
    this.comments.push(stored);
    this.byId.set(stored.id, stored);
    return stored;
  }

  /** A stored comment by its id (a list of 100,000 is not searched for each of 50 ids). */
  comment(id: string | undefined) {
    return id === undefined ? undefined : this.byId.get(id);
  }

  /** The comment is gone (removed by its owner, or by YouTube); false: there was none. */
  removeComment(id: string) {
    const found = this.byId.get(id);
    if (!found) return false;
    this.byId.delete(id);
    this.comments.splice(this.comments.indexOf(found), 1);
    return true;
  }

  /** A video's comments, newest first. */
  commentsOn(videoId: string) {
    return this.comments
      .filter((c) => c.videoId === videoId)
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.seq - a.seq);
  }

  commentsAllowed(videoId: string) {
    return this.commentsEnabled.get(videoId) ?? !commentsDisabledByDefault(videoId);
  }

  createCode(input: Omit<AuthCode, 'code' | 'expiresAt' | 'used'>) {
    const code: AuthCode = {
      ...input,
      code: newId('4/0A', 30),
      expiresAt: this.now() + CODE_TTL_MS,
      used: false,
    };
    this.codes.set(code.code, code);
    return code;
  }

  issueAccessToken(grant: Grant, refreshToken?: string) {
    const token: AccessToken = {
      ...grant,
      token: newId('ya29.', 40),
      expiresAt: this.now() + ACCESS_TOKEN_TTL_MS,
      refreshToken,
    };
    this.accessTokens.set(token.token, token);
    return token;
  }

  issueRefreshToken(grant: Grant) {
    const token: RefreshToken = {
      ...grant,
      token: newId('1//0g', 40),
      issuedAt: this.now(),
      revoked: false,
    };
    this.refreshTokens.set(token.token, token);
    return token;
  }

  liveAccessToken(value: string | undefined) {
    const token = value ? this.accessTokens.get(value) : undefined;
    if (!token || token.expiresAt <= this.now()) return undefined;
    if (token.refreshToken && this.refreshTokens.get(token.refreshToken)?.revoked) return undefined;
    return token;
  }

  liveRefreshToken(value: string) {
    const token = this.refreshTokens.get(value);
    if (!token || token.revoked) return undefined;
    const ttl = this.refreshTokenTtl(token.clientId);
    if (ttl !== undefined && token.issuedAt + ttl <= this.now()) return undefined;
    return token;
  }

  /** How long a client's refresh tokens last; undefined: until revoked. */
  refreshTokenTtl(clientId: string) {
    return this.testingClients.has(clientId) ? TESTING_REFRESH_TTL_MS : this.refreshTokenTtlMs;
  }

  /** Revoking any token of a grant ends the whole grant, as Google does. */
  revokeToken(value: string) {
    const access = this.accessTokens.get(value);
    const refresh = this.refreshTokens.get(access?.refreshToken ?? value);
    if (!access && !refresh) return false;
    if (refresh) refresh.revoked = true;
    if (access) this.accessTokens.delete(value);
    for (const [key, token] of this.accessTokens) {
      if (refresh && token.refreshToken === refresh.token) this.accessTokens.delete(key);
    }
    return true;
  }

  /** Revokes every grant of a Google user, or of one channel. */
  revokeWhere(match: (grant: Grant) => boolean) {
    let count = 0;
    for (const token of this.refreshTokens.values()) {
      if (!token.revoked && match(token)) {
        token.revoked = true;
        count += 1;
      }
    }
    for (const [key, token] of this.accessTokens) {
      if (match(token)) {
        this.accessTokens.delete(key);
        count += 1;
      }
    }
    return count;
  }

  /** The fault to apply to this call of `project`, if one fires. */
  takeFault(method: string, project: string) {
    for (const fault of this.faults) {
      // '*' is every Data API call; the token endpoint ('oauth.token') only by its name.
      if (fault.method === '*' ? method.startsWith('oauth.') : fault.method !== method) continue;
      if (fault.project !== undefined && fault.project !== project) continue;
      if (fault.remaining !== undefined && fault.remaining <= 0) continue;
      if (Math.random() >= fault.rate) continue;
      if (fault.remaining !== undefined) fault.remaining -= 1;
      return fault.reason;
    }
    return undefined;
  }
}

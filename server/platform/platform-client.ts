import { youtube, type youtube_v3 } from '@googleapis/youtube';
import { CodeChallengeMethod, OAuth2Client, type Credentials } from 'google-auth-library';
import { LOOKUP_IDS_MAX } from '@core/api/limits';
import { IDS_PER_READ } from '@core/posting/quota-day';
import { VERIFY_PAGE_SIZE } from '@core/posting/verification';
import { mapWithConcurrency } from './concurrency';
import { discoveryCalls } from './discovery';
import type { GoogleEndpoints } from './google-endpoints';
import { PlatformError, toPlatformError } from './platform-error';
import { viewerCalls } from './viewer-calls';

/** docs/platform.md §3: comment as the channel, and know who signed in. */
export const OAUTH_SCOPES = [
  'openid',
  'email',
  'profile',
  'https://www.googleapis.com/auth/youtube.force-ssl',
];

export interface ClientCredential {
  clientId: string;
  clientSecret: string;
}

export interface GoogleProfile {
  sub: string;
  email: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

export interface ChannelInfo {
  id: string;
  title: string;
  thumbnail: string | null;
}

export type Video = youtube_v3.Schema$Video;

interface Options {
  /** How long a call may take before its answer counts as lost. */
  timeoutMs?: number;
  /** videos.list (or channels.list) calls of one request in flight at once. */
  videoConcurrency?: number;
}

/** The only code that talks to Google (docs/architecture.md §2): official clients, our endpoints. */
export function createPlatformClient(endpoints: GoogleEndpoints, options: Options = {}) {
  const timeout = options.timeoutMs ?? 30_000;
  // A details request of the most ids our API takes (500) makes its ten calls at once: an import
  // waits for Google once per request, not four times (docs/performance.md §6).
  const concurrency = options.videoConcurrency ?? LOOKUP_IDS_MAX / IDS_PER_READ;

  const oauthClient = (credential: ClientCredential, redirectUri?: string) =>
    new OAuth2Client({
      clientId: credential.clientId,
      clientSecret: credential.clientSecret,
      redirectUri,
      endpoints: {
        oauth2AuthBaseUrl: endpoints.authUrl,
        oauth2TokenUrl: endpoints.tokenUrl,
        oauth2RevokeUrl: endpoints.revokeUrl,
        tokenInfoUrl: endpoints.tokenInfoUrl,
      },
    });

  const api = (auth: OAuth2Client | string) =>
    youtube({ version: 'v3', auth, rootUrl: endpoints.youtubeRootUrl });

  async function guard<T>(idempotent: boolean, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw toPlatformError(error, { idempotent });
    }
  }

  type YouTube = ReturnType<typeof api>;

  /** `ids` in chunks of 50 (the most one list call takes), a few calls at a time, in order. */
  async function inChunks<T>(ids: string[], call: (chunk: string[]) => Promise<T[]>) {
    const chunks: string[][] = [];
    for (let i = 0; i < ids.length; i += IDS_PER_READ) chunks.push(ids.slice(i, i + IDS_PER_READ));
    const results = await mapWithConcurrency(chunks, concurrency, (chunk) =>
      guard(true, () => call(chunk)),
    );
    return results.flat();
  }

  /**
   * Metadata of many videos: one videos.list call per 50 ids, results in the order asked for;
   * ids Google does not know are left out, as Google does.
   */
  const videosIn = (yt: YouTube, ids: string[]) =>
    inChunks(ids, async (chunk) => {
      const { data } = await yt.videos.list(
        {
          part: ['snippet', 'statistics', 'contentDetails'],
          id: chunk,
          maxResults: IDS_PER_READ,
        },
        { timeout },
      );
      return data.items ?? [];
    });

  /** Names and pictures of channels (for the avatars on video cards), 50 per call. */
  const channelsIn = (yt: YouTube, ids: string[]) =>
    inChunks(ids, async (chunk) => {
      const { data } = await yt.channels.list(
        { part: ['snippet'], id: chunk, maxResults: IDS_PER_READ },
        { timeout },
      );
      return (data.items ?? []).flatMap((item) => (item.id ? [toChannelOrFail(item)] : []));
    });

  return {
    /** The consent page address, with PKCE; keep the verifier (and state) in the session. */
    async authorizationUrl(credential: ClientCredential, redirectUri: string, state: string) {
      const client = oauthClient(credential, redirectUri);
      const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
      const url = client.generateAuthUrl({
        access_type: 'offline',
        // Brand Account channels appear only in the chooser; consent makes Google return a refresh token.
        prompt: 'consent select_account',
        scope: OAUTH_SCOPES,
        state,
        code_challenge: codeChallenge!,
        code_challenge_method: CodeChallengeMethod.S256,
      });
      return { url, codeVerifier };
    },

    /**
     * Exchanges the code and reads who signed in (neither costs quota). Which channel they chose
     * is the session's `channelInfo`, a paid call.
     */
    async exchangeCode(
      credential: ClientCredential,
      redirectUri: string,
      code: string,
      codeVerifier: string,
    ) {
      return guard(true, async () => {
        const client = oauthClient(credential, redirectUri);
        const { tokens } = await client.getToken({ code, codeVerifier });
        client.setCredentials(tokens);
        const profile = await client.request<GoogleProfile>({
          url: endpoints.userInfoUrl,
          timeout,
        });
        return { tokens, profile: profile.data };
      });
    },

    /** Revokes the grant at Google. A token Google no longer knows counts as revoked. */
    async revoke(credential: ClientCredential, token: string) {
      try {
        await oauthClient(credential).revokeToken(token);
      } catch (error) {
        const mapped = toPlatformError(error, { idempotent: true });
        if (mapped.reason !== 'invalid_token') throw mapped;
      }
    },

    /** Video metadata with an API key (the server's, when configured): see `videosIn`. */
    async listVideos(auth: { apiKey: string }, ids: string[]) {
      return videosIn(api(auth.apiKey), ids);
    },

    /** Channel names and pictures with an API key: see `channelsIn`. */
    async listChannels(auth: { apiKey: string }, ids: string[]) {
      return channelsIn(api(auth.apiKey), ids);
    },

    /** Finding videos with an API key: see discovery.ts. */
    discovery: (auth: { apiKey: string }) => discoveryCalls(api(auth.apiKey), guard, timeout),

    /** Posted comments as anyone sees them, with an API key: see viewer-calls.ts. */
    viewer: (auth: { apiKey: string }) => viewerCalls(api(auth.apiKey), guard, timeout),

    /** One channel's session: the library refreshes the access token and reports new ones. */
    channel(
      credential: ClientCredential,
      tokens: Credentials,
      onTokens?: (tokens: Credentials) => void,
    ) {
      const client = withTokens(oauthClient(credential), tokens);
      if (onTokens) client.on('tokens', onTokens);
      const yt = api(client);
      return {
        /**
         * `signal` ends the whole send, token refresh included: once it has fired, nothing of this
         * send can still leave (the engine's lease on the comment relies on it).
         */
        async insertComment(videoId: string, text: string, signal?: AbortSignal) {
          return guard(false, async () => {
            signal?.throwIfAborted();
            const { data } = await yt.commentThreads.insert(
              {
                part: ['snippet'],
                requestBody: {
                  snippet: { videoId, topLevelComment: { snippet: { textOriginal: text } } },
                },
              },
              // Never let the library re-send an insert on its own: a retry could post twice.
              { retry: false, timeout, signal },
            );
            if (!data.id)
              throw new PlatformError(
                'unknownOutcome',
                'noId',
                'Google answered without a comment id.',
              );
            return {
              commentId: data.id,
              publishedAt: data.snippet?.topLevelComment?.snippet?.publishedAt ?? null,
            };
          });
        },

        /** Video metadata, read with this channel's grant (costs its credential's quota). */
        listVideos: (ids: string[]) => videosIn(yt, ids),
        listChannels: (ids: string[]) => channelsIn(yt, ids),
        /** Finding videos, paid by this channel's credential. */
        discovery: discoveryCalls(yt, guard, timeout),
        /** Other channels' comments as this Google user sees them: never its own (viewer-calls.ts). */
        viewer: viewerCalls(yt, guard, timeout),
        /**
         * A token refresh: proves the grant still works without costing a unit of quota (a dead
         * grant answers invalid_grant). The new tokens reach `onTokens`.
         */
        async refreshGrant() {
          return guard(true, async () => {
            await client.refreshAccessToken();
          });
        },
        /** The channel this grant speaks for: proves the grant still works, and names it. */
        async channelInfo() {
          return guard(true, async () => {
            const { data } = await yt.channels.list({ part: ['snippet'], mine: true }, { timeout });
            return toChannelOrFail(data.items?.[0]);
          });
        },
        /**
         * One page of a video's comments, newest first: what a look-up for a lost answer reads
         * (1 unit a page). `pageToken` continues where the previous page ended.
         */
        async commentPage(videoId: string, pageToken?: string) {
          return guard(true, async () => {
            const { data } = await yt.commentThreads.list(
              {
                part: ['snippet'],
                videoId,
                order: 'time',
                maxResults: VERIFY_PAGE_SIZE,
                pageToken,
              },
              // Each call costs a unit, failed ones too: the engine retries and counts each.
              { retry: false, timeout },
            );
            return {
              comments: (data.items ?? []).map((item) => {
                const snippet = item.snippet?.topLevelComment?.snippet;
                return {
                  commentId: item.id ?? '',
                  channelId: snippet?.authorChannelId?.value ?? '',
                  text: snippet?.textOriginal ?? '',
                  publishedAt: snippet?.publishedAt ?? '',
                };
              }),
              nextPageToken: data.nextPageToken ?? undefined,
            };
          });
        },
      };
    },
  };
}

export type PlatformClient = ReturnType<typeof createPlatformClient>;

/**
 * `expiry_date` must stay set: without it, a 401 makes the library refresh and silently retry
 * (docs/architecture.md §3), which for an insert could post twice.
 */
function withTokens(client: OAuth2Client, tokens: Credentials) {
  client.setCredentials({ ...tokens, expiry_date: tokens.expiry_date ?? Date.now() + 3_000_000 });
  return client;
}

function toChannelOrFail(item: youtube_v3.Schema$Channel | undefined): ChannelInfo {
  if (!item?.id) {
    throw new PlatformError(
      'permanent',
      'channelNotFound',
      'This Google account has no YouTube channel.',
    );
  }
  const thumbnails = item.snippet?.thumbnails;
  return {
    id: item.id,
    title: item.snippet?.title ?? '',
    thumbnail: thumbnails?.default?.url ?? thumbnails?.medium?.url ?? null,
  };
}

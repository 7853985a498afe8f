import { LOOKUP_IDS_MAX } from '@core/api/limits';
import { IDS_PER_READ } from '@core/posting/quota-day';
import { channelSession } from './channel-session';
import { discoveryCalls } from './discovery';
import type { GoogleEndpoints } from './google-endpoints';
import { googleOAuth, toGrantTokens, withTokens } from './google-oauth';
import type { PlatformClient } from './platform.types';
import { viewerCalls } from './viewer-calls';
import { detailReads, youtubeApi } from './youtube-api';

interface Options {
  /** How long a call may take before its answer counts as lost. */
  timeoutMs?: number;
  /** videos.list (or channels.list) calls of one request in flight at once. */
  videoConcurrency?: number;
}

/**
 * The platform client on Google (docs/platform.md): the official clients, at our endpoints (Google's,
 * or the emulator's).
 */
export function createPlatformClient(
  endpoints: GoogleEndpoints,
  options: Options = {},
): PlatformClient {
  const timeout = options.timeoutMs ?? 30_000;
  // A details request of the most ids our API takes (500) makes its ten calls at once: an import
  // waits for Google once per request, not four times (docs/performance.md §6).
  const concurrency = options.videoConcurrency ?? LOOKUP_IDS_MAX / IDS_PER_READ;
  const { oauthClient, ...oauth } = googleOAuth(endpoints, timeout);
  const youtubeWithKey = (apiKey: string) => youtubeApi(endpoints.youtubeRootUrl, apiKey);

  return {
    ...oauth,
    listVideos: (auth, ids) =>
      detailReads(youtubeWithKey(auth.apiKey), timeout, concurrency).listVideos(ids),
    listChannels: (auth, ids) =>
      detailReads(youtubeWithKey(auth.apiKey), timeout, concurrency).listChannels(ids),
    videoStats: (auth, ids) =>
      detailReads(youtubeWithKey(auth.apiKey), timeout, concurrency).videoStats(ids),
    discovery: (auth) => discoveryCalls(youtubeWithKey(auth.apiKey), timeout),
    viewer: (auth) => viewerCalls(youtubeWithKey(auth.apiKey), timeout),

    channel(credential, tokens, onTokens) {
      const client = withTokens(oauthClient(credential), tokens);
      if (onTokens) client.on('tokens', (renewed) => onTokens(toGrantTokens(renewed)));
      const yt = youtubeApi(endpoints.youtubeRootUrl, client);
      return channelSession(client, yt, detailReads(yt, timeout, concurrency), timeout);
    },
  };
}

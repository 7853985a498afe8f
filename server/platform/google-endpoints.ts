import type { Config } from '../config';

export interface GoogleEndpoints {
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  tokenInfoUrl: string;
  userInfoUrl: string;
  /** `rootUrl` of @googleapis/youtube: it appends `youtube/v3/...` to it. */
  youtubeRootUrl: string;
}

/**
 * Google's real endpoints live on several hosts. With GOOGLE_OAUTH_BASE_URL set (the emulator),
 * every OAuth endpoint sits under that one address, at the same paths.
 */
export function googleEndpoints(
  google: Pick<Config['google'], 'oauthBaseUrl' | 'youtubeApiBaseUrl'>,
): GoogleEndpoints {
  const oauth = google.oauthBaseUrl?.replace(/\/$/, '');
  const youtubeRootUrl = `${(google.youtubeApiBaseUrl ?? 'https://youtube.googleapis.com').replace(/\/$/, '')}/`;
  if (!oauth) {
    return {
      authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      revokeUrl: 'https://oauth2.googleapis.com/revoke',
      tokenInfoUrl: 'https://oauth2.googleapis.com/tokeninfo',
      userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
      youtubeRootUrl,
    };
  }
  return {
    authUrl: `${oauth}/o/oauth2/v2/auth`,
    tokenUrl: `${oauth}/token`,
    revokeUrl: `${oauth}/revoke`,
    tokenInfoUrl: `${oauth}/tokeninfo`,
    userInfoUrl: `${oauth}/v1/userinfo`,
    youtubeRootUrl,
  };
}

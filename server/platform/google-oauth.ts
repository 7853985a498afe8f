import { CodeChallengeMethod, OAuth2Client, type Credentials } from 'google-auth-library';
import type { GoogleEndpoints } from './google-endpoints';
import { guarded, type PlatformError } from './platform-error';
import type {
  ClientCredential,
  GoogleProfile,
  GrantTokens,
  PlatformClient,
} from './platform.types';

/** docs/platform.md §3: comment as the channel, and know who signed in. */
export const OAUTH_SCOPES = [
  'openid',
  'email',
  'profile',
  'https://www.googleapis.com/auth/youtube.force-ssl',
];

/** Google's token answer; `refresh_token_expires_in` is passed through by the library, untyped. */
type GoogleTokens = Credentials & { refresh_token_expires_in?: number };

/** The tokens Google gave (on exchange, or renewed on the way), in our shape. */
export const toGrantTokens = (tokens: GoogleTokens): GrantTokens => ({
  accessToken: tokens.access_token ?? undefined,
  refreshToken: tokens.refresh_token ?? undefined,
  expiresAt: tokens.expiry_date ? new Date(tokens.expiry_date) : undefined,
  refreshTokenExpiresIn: tokens.refresh_token_expires_in,
});

/**
 * A grant's client. `expiry_date` must stay set: without it, a 401 makes the library refresh and
 * silently retry (docs/platform.md §5), which for an insert could post twice.
 */
export function withTokens(client: OAuth2Client, tokens: GrantTokens) {
  client.setCredentials({
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    expiry_date: tokens.expiresAt?.getTime() ?? Date.now() + 3_000_000,
  });
  return client;
}

/** Sign-in and connecting: consent, the code's exchange, revoking; none costs quota. */
export function googleOAuth(endpoints: GoogleEndpoints, timeout: number) {
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

  const calls: Pick<PlatformClient, 'authorizationUrl' | 'exchangeCode' | 'revoke'> = {
    async authorizationUrl(credential, redirectUri, state) {
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

    async exchangeCode(credential, redirectUri, code, codeVerifier) {
      return guarded('oauth.token', true, async () => {
        const client = oauthClient(credential, redirectUri);
        const { tokens } = await client.getToken({ code, codeVerifier });
        client.setCredentials(tokens);
        const profile = await client.request<GoogleProfile>({
          url: endpoints.userInfoUrl,
          timeout,
        });
        return { tokens: toGrantTokens(tokens), profile: profile.data };
      });
    },

    async revoke(credential, token) {
      try {
        await guarded('oauth.revoke', true, () => oauthClient(credential).revokeToken(token));
      } catch (error) {
        // guarded() throws nothing but PlatformErrors.
        if ((error as PlatformError).reason !== 'invalid_token') throw error;
      }
    },
  };
  return { oauthClient, ...calls };
}

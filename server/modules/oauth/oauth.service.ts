import { createHash, randomBytes } from 'node:crypto';
import type { User } from '@core/api/auth.schema';
import { safeLocalPath } from '@core/api/oauth.schema';
import type { ChannelDeps } from '@server/channel-access/channel-access';
import { AppError } from '@server/http/app-error';
import { payForUpkeep, type LedgerDeps } from '@server/quota-ledger/paid-reads';
import { resolveCredential, UnreadableSecretError } from '@server/channel-access/client-credential';
import { PlatformError } from '@server/platform/platform-error';
import { saveConnectedChannel } from '../channels/channels.service';
import { markEmailProven } from '../auth/auth.repository';
import { EmailNotProvenError, findOrCreateGoogleUser } from '../auth/auth.service';
import * as repo from './oauth.repository';

/** A consent screen left open longer than this must be started again. */
const STATE_TTL_MS = 10 * 60_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomToken = () => randomBytes(32).toString('base64url');

/** The flow ends on a page of the app: where to send the browser instead of an error body. */
export class OAuthRedirect extends Error {
  constructor(readonly location: string) {
    super(`OAuth flow ended at ${location}`);
    this.name = 'OAuthRedirect';
  }
}

/**
 * `failure` is ours (invalid_state, login_required, credential_not_found, google_not_configured,
 * no_channel, google_unavailable, quota_exhausted; the web app translates each) or an error code
 * Google sent.
 */
const toAuthPage = (failure: string) =>
  new OAuthRedirect(`/auth?error=${encodeURIComponent(failure)}`);
/**
 * Setup problems (docs/product.md §2 /oauth-debug query parameters) go where they can be diagnosed.
 */
const toDebugPage = (
  parameter: 'auth_error' | 'auth_no_user' | 'auth_failed' | 'auth_init_error',
  value: string,
) => new OAuthRedirect(`/oauth-debug?${parameter}=${encodeURIComponent(value)}`);

interface StartInput {
  /** The signed-in user connecting a channel; null: an anonymous visitor signing in. */
  userId: string | null;
  /** The workspace the channel is connected to (the session's); null when signing in. */
  workspaceId: string | null;
  /** Null: the server-level credential. */
  credentialId: string | null;
  returnTo: string | undefined;
  /** The browser's binding cookie: only the browser that started may finish. */
  binding: string;
  redirectUri: string;
}

/** Records the state (bound to this browser, with the PKCE verifier) and returns Google's address. */
export async function startAuthorization(deps: ChannelDeps, input: StartInput) {
  if (input.userId === null && input.credentialId !== null) throw toAuthPage('login_required');
  const credential = await resolveCredential(
    deps,
    input.workspaceId ?? '',
    input.credentialId,
  ).catch((error: unknown) => {
    if (error instanceof UnreadableSecretError) throw toDebugPage('auth_init_error', error.message);
    throw error;
  });
  if (!credential) {
    throw toAuthPage(
      input.credentialId === null ? 'google_not_configured' : 'credential_not_found',
    );
  }
  const state = randomToken();
  const { url, codeVerifier } = await deps.platform.authorizationUrl(
    credential,
    input.redirectUri,
    state,
  );
  await repo.insertState(deps.db, {
    stateHash: sha256(state),
    bindingHash: sha256(input.binding),
    userId: input.userId,
    workspaceId: input.workspaceId,
    credentialId: input.credentialId,
    codeVerifierSealed: deps.secrets.seal(codeVerifier),
    returnTo: input.returnTo ?? null,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  return url;
}

interface CallbackInput {
  query: { state?: string | undefined; code?: string | undefined; error?: string | undefined };
  binding: string | undefined;
  sessionUserId: string | null;
  sessionWorkspaceId: string | null;
  /** The signed-in person's address and the caller's, for the audit log. */
  sessionEmail: string | null;
  ip: string | null;
  redirectUri: string;
}

/**
 * Checks the state against this browser and session, exchanges the code (with the verifier),
 * then saves the channel: in the workspace the signed-in person started from, or in the personal
 * workspace of the Google user now signing in.
 */
export async function completeAuthorization(deps: ChannelDeps & LedgerDeps, input: CallbackInput) {
  const { query } = input;
  const row = query.state ? await repo.consumeState(deps.db, sha256(query.state)) : undefined;
  const sameBrowser = row && input.binding && row.bindingHash === sha256(input.binding);
  if (!row || !sameBrowser || row.expiresAt.getTime() < Date.now()) {
    throw toAuthPage('invalid_state');
  }
  // Connecting a channel: the person who started must still be the one signed in, acting in the
  // workspace they started in (their session's access check found them still its member).
  if (row.userId !== null && row.userId !== input.sessionUserId) throw toAuthPage('invalid_state');
  if (row.userId !== null && row.workspaceId !== input.sessionWorkspaceId) {
    throw toAuthPage('invalid_state');
  }
  if (query.error) throw toAuthPage(query.error.replace(/[^\w.-]/g, '').slice(0, 60));
  if (!query.code) throw toAuthPage('invalid_state');

  const credential = await resolveCredential(deps, row.workspaceId ?? '', row.credentialId).catch(
    (error: unknown) => {
      if (error instanceof UnreadableSecretError)
        throw toDebugPage('auth_init_error', error.message);
      throw error;
    },
  );
  if (!credential) throw toAuthPage('credential_not_found');

  const authorized = await deps.platform
    .exchangeCode(
      credential,
      input.redirectUri,
      query.code,
      deps.secrets.open(row.codeVerifierSealed),
    )
    .then(async (exchanged) => {
      // Which channel was chosen: channels.list, a unit of the credential's quota.
      const session = deps.platform.channel(credential, exchanged.tokens);
      const channel = await payForUpkeep(deps, row.workspaceId, credential.id, () =>
        session.channelInfo(),
      );
      return { ...exchanged, channel };
    })
    .catch((error: unknown) => {
      throw exchangeFailure(error);
    });

  let workspaceId: string;
  let signedIn: User | undefined;
  const { profile } = authorized;
  const provenEmail = profile.email && profile.email_verified === true ? profile.email : undefined;
  if (row.userId === null) {
    if (!provenEmail) throw toDebugPage('auth_no_user', 'true');
    signedIn = await findOrCreateGoogleUser(deps.db, { ...profile, email: provenEmail }).catch(
      (error: unknown) => {
        if (error instanceof EmailNotProvenError) throw toAuthPage('email_not_linked');
        throw error;
      },
    );
    workspaceId = signedIn.id; // their personal workspace, whose id is theirs (migration 0042)
  } else {
    workspaceId = row.workspaceId ?? row.userId;
    // Signed in and connecting a channel of the Google account with their own email: the owner
    // proved the email, so "Sign in with Google" may enter this account from now on.
    if (provenEmail) await markEmailProven(deps.db, row.userId, provenEmail);
  }
  const person = signedIn ?? { id: row.userId!, email: input.sessionEmail ?? '' };
  await saveConnectedChannel(deps, {
    workspaceId,
    credentialId: row.credentialId,
    ...authorized,
    actor: { id: person.id, email: person.email, ip: input.ip },
  });
  const returnTo = row.returnTo ?? (signedIn ? '/' : '/accounts');
  // The final address is checked again: whatever was stored, the browser only goes to this site.
  const location = safeLocalPath(withParam(returnTo, 'connected', authorized.channel.title));
  return { signedIn, location: location ?? '/' };
}

function exchangeFailure(error: unknown) {
  if (error instanceof AppError && error.code === 'PLATFORM_QUOTA')
    return toAuthPage('quota_exhausted');
  if (!(error instanceof PlatformError)) return error;
  if (error.kind === 'quota') return toAuthPage('quota_exhausted');
  if (error.kind === 'transient') return toAuthPage('google_unavailable');
  if (error.reason === 'channelNotFound') return toAuthPage('no_channel');
  // A refused exchange is a setup problem: wrong secret, redirect URI not registered, ...
  return toDebugPage('auth_error', `${error.reason}: ${error.message}`);
}

function withParam(path: string, name: string, value: string) {
  const url = new URL(path, 'http://app.invalid');
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

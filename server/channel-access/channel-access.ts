import { PlatformError } from '../platform/platform-error';
import type { ChannelSession, GrantTokens, PlatformClient } from '../platform/platform.types';
import type { SecretBox } from '../security/secret-box';
import {
  markNeedsReconnect,
  storeRenewedTokens,
  type ChannelGrant,
  type StoredCredential,
} from './channel-access.repository';
import {
  openCredential,
  resolveCredential,
  serverCredential,
  UnreadableSecretError,
  type CredentialDeps,
} from './client-credential';

export interface ChannelDeps extends CredentialDeps {
  platform: PlatformClient;
}

/**
 * The tokens Google handed over, sealed for storage (docs/responsible-use.md §1: never stored in
 * the clear).
 */
export function sealTokens(secrets: SecretBox, tokens: GrantTokens) {
  const seal = (value: string | undefined) => (value ? secrets.seal(value) : null);
  return {
    accessTokenSealed: seal(tokens.accessToken),
    refreshTokenSealed: seal(tokens.refreshToken),
    tokenExpiresAt: tokens.expiresAt ?? null,
  };
}

function tokensOf(secrets: SecretBox, grant: ChannelGrant): GrantTokens {
  const open = (sealed: string | null) => (sealed ? secrets.open(sealed) : undefined);
  return {
    accessToken: open(grant.accessTokenSealed),
    refreshToken: open(grant.refreshTokenSealed),
    expiresAt: grant.tokenExpiresAt ?? undefined,
  };
}

/**
 * The credential the channel was connected through; undefined when it is gone or unreadable.
 * `joined`: the credential's row as the caller already read it (null: none), so it is not read again.
 */
async function credentialOf(
  deps: CredentialDeps,
  grant: ChannelGrant,
  joined?: StoredCredential | null,
) {
  try {
    if (joined === undefined)
      return await resolveCredential(deps, grant.workspaceId, grant.credentialId);
    if (grant.credentialId === null) return serverCredential(deps.google);
    return joined ? openCredential(deps.secrets, joined) : undefined;
  } catch (error) {
    if (error instanceof UnreadableSecretError) return undefined;
    throw error;
  }
}

/**
 * Runs `use` with the channel's Google session. Tokens Google renews on the way are stored again;
 * a dead grant turns the channel `error` (reconnect needed) before the failure goes on.
 */
export async function withChannel<T>(
  deps: ChannelDeps,
  grant: ChannelGrant,
  use: (session: ChannelSession) => Promise<T>,
  joinedCredential?: StoredCredential | null,
): Promise<T> {
  const credential = await credentialOf(deps, grant, joinedCredential);
  if (!credential) {
    const failure = new PlatformError(
      'reauth',
      'credentialMissing',
      'The credential this channel was connected through is no longer available.',
    );
    await markNeedsReconnect(deps.db, grant.id, failure.message);
    throw failure;
  }
  let renewed: GrantTokens | undefined;
  const session = deps.platform.channel(credential, tokensOf(deps.secrets, grant), (tokens) => {
    renewed = tokens;
  });
  try {
    return await use(session);
  } catch (error) {
    if (error instanceof PlatformError && error.kind === 'reauth') {
      await markNeedsReconnect(deps.db, grant.id, error.message);
    }
    throw error;
  } finally {
    if (renewed?.accessToken) {
      const sealed = sealTokens(deps.secrets, renewed);
      await storeRenewedTokens(deps.db, grant.id, {
        accessTokenSealed: sealed.accessTokenSealed,
        tokenExpiresAt: sealed.tokenExpiresAt,
        ...(sealed.refreshTokenSealed ? { refreshTokenSealed: sealed.refreshTokenSealed } : {}),
      });
    }
  }
}

/**
 * Revokes the grant at Google (docs/responsible-use.md §6). A failure is reported, never thrown.
 */
export async function revokeAtGoogle(deps: ChannelDeps, grant: ChannelGrant) {
  try {
    const tokens = tokensOf(deps.secrets, grant);
    const token = tokens.refreshToken ?? tokens.accessToken;
    if (!token) return { success: true };
    const credential = await resolveCredential(deps, grant.workspaceId, grant.credentialId);
    if (!credential) {
      return { success: false, error: 'The credential is no longer available to revoke with.' };
    }
    await deps.platform.revoke(credential, token);
    return { success: true };
  } catch (error) {
    return { success: false, error: error instanceof Error ? error.message : String(error) };
  }
}

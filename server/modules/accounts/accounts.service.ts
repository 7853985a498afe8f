import type { Credentials } from 'google-auth-library';
import type { Account, ClearAccountsResult } from '../../../core/api/accounts.schema';
import { SERVER_CREDENTIAL_NAME } from '../../../core/api/server-credential';
import { AppError, notFound } from '../../http/app-error';
import type { ChannelInfo, GoogleProfile, PlatformClient } from '../../platform/platform-client';
import { PlatformError } from '../../platform/platform-error';
import { cancelPendingOfAccounts } from '../../posting/posting.repository';
import { logActivity } from '../activity/activity.repository';
import {
  resolveCredential,
  UnreadableSecretError,
  type CredentialDeps,
} from '../credentials/client-credential';
import * as repo from './accounts.repository';

export interface AccountDeps extends CredentialDeps {
  platform: PlatformClient;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toAccountDto(row: repo.AccountRow, credentialName: string | null): Account {
  return {
    id: row.id,
    channelId: row.channelId,
    fullName: row.channelTitle,
    email: row.email,
    avatar: row.avatar,
    status: row.status,
    statusReason: row.statusReason,
    credentialId: row.credentialId,
    credentialName: credentialName ?? SERVER_CREDENTIAL_NAME,
    lastUsedAt: iso(row.lastUsedAt),
    postingPaused: row.postingPaused,
    commentsPosted: row.commentsPosted,
    connectedAt: row.createdAt.toISOString(),
  };
}

export async function listAccounts(deps: Pick<AccountDeps, 'db'>, userId: string) {
  const rows = await repo.listAccounts(deps.db, userId);
  return rows.map((r) => toAccountDto(r.account, r.credentialName));
}

async function findOrThrow(deps: Pick<AccountDeps, 'db'>, userId: string, id: string) {
  const found = await repo.findAccount(deps.db, userId, id);
  if (!found) throw notFound('Account');
  return found;
}

/** Saves the channel a user just authorised (or refreshes it when it was connected before). */
export async function saveConnectedChannel(
  deps: AccountDeps,
  input: {
    userId: string;
    credentialId: string | null;
    tokens: Credentials;
    profile: GoogleProfile;
    channel: ChannelInfo;
  },
) {
  const { secrets } = deps;
  const seal = (value: string | null | undefined) => (value ? secrets.seal(value) : null);
  const saved = await repo.upsertAccount(deps.db, {
    userId: input.userId,
    credentialId: input.credentialId,
    channelId: input.channel.id,
    channelTitle: input.channel.title,
    email: input.profile.email.toLowerCase(),
    avatar: input.channel.thumbnail || input.profile.picture || null,
    googleSub: input.profile.sub,
    accessTokenSealed: seal(input.tokens.access_token),
    refreshTokenSealed: seal(input.tokens.refresh_token),
    tokenExpiresAt: input.tokens.expiry_date ? new Date(input.tokens.expiry_date) : null,
  });
  await logActivity(deps.db, {
    userId: input.userId,
    type: 'account_connected',
    accountId: saved.id,
    details: { channelTitle: input.channel.title, reconnected: !saved.inserted },
  });
  return saved;
}

function tokensOf(deps: AccountDeps, row: repo.AccountRow): Credentials {
  const open = (sealed: string | null) => (sealed ? deps.secrets.open(sealed) : undefined);
  return {
    access_token: open(row.accessTokenSealed),
    refresh_token: open(row.refreshTokenSealed),
    expiry_date: row.tokenExpiresAt?.getTime(),
  };
}

type ChannelSession = ReturnType<PlatformClient['channel']>;

/**
 * Runs `use` with the channel's Google session. Tokens Google renews on the way are stored again;
 * a dead grant turns the channel `error` (reconnect needed) before the failure goes on.
 */
export async function withChannel<T>(
  deps: AccountDeps,
  row: repo.AccountRow,
  use: (session: ChannelSession) => Promise<T>,
): Promise<T> {
  const credential = await resolveCredential(deps, row.userId, row.credentialId).catch(
    (error: unknown) => {
      if (error instanceof UnreadableSecretError) return undefined;
      throw error;
    },
  );
  if (!credential) {
    const failure = new PlatformError(
      'reauth',
      'credentialMissing',
      'The credential this channel was connected through is no longer available.',
    );
    await markNeedsReconnect(deps, row.id, failure.message);
    throw failure;
  }
  let renewed: Credentials | undefined;
  const session = deps.platform.channel(credential, tokensOf(deps, row), (tokens) => {
    renewed = tokens;
  });
  try {
    return await use(session);
  } catch (error) {
    if (error instanceof PlatformError && error.kind === 'reauth') {
      await markNeedsReconnect(deps, row.id, error.message);
    }
    throw error;
  } finally {
    if (renewed?.access_token) {
      await repo.updateAccount(deps.db, row.id, {
        accessTokenSealed: deps.secrets.seal(renewed.access_token),
        tokenExpiresAt: renewed.expiry_date ? new Date(renewed.expiry_date) : null,
        ...(renewed.refresh_token
          ? { refreshTokenSealed: deps.secrets.seal(renewed.refresh_token) }
          : {}),
      });
    }
  }
}

async function markNeedsReconnect(deps: AccountDeps, id: string, reason: string) {
  await repo.updateAccount(deps.db, id, { status: 'error', statusReason: reason });
}

/**
 * Asks Google which channel the grant speaks for: a live grant makes the channel `active` again
 * (with its current name and picture); a dead one leaves it `error` with Google's reason.
 */
export async function checkAccount(deps: AccountDeps, userId: string, id: string) {
  const found = await findOrThrow(deps, userId, id);
  try {
    const channel = await withChannel(deps, found.account, (session) => session.channelInfo());
    await repo.updateAccount(deps.db, id, {
      status: 'active',
      statusReason: null,
      channelTitle: channel.title,
      ...(channel.thumbnail ? { avatar: channel.thumbnail } : {}),
    });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error.kind === 'permanent') {
      await markNeedsReconnect(deps, id, error.message);
    } else if (error.kind === 'quota') {
      throw new AppError(503, 'PLATFORM_QUOTA', `Google quota exhausted: ${error.message}`);
    } else if (error.kind !== 'reauth') {
      throw new AppError(503, 'PLATFORM_UNAVAILABLE', `Google did not answer: ${error.message}`);
    }
  }
  const updated = await findOrThrow(deps, userId, id);
  return toAccountDto(updated.account, updated.credentialName);
}

/** Revokes the grant at Google (DESIGN.md §6). A failure is reported, never thrown. */
export async function revokeAtGoogle(deps: AccountDeps, row: repo.AccountRow) {
  try {
    const tokens = tokensOf(deps, row);
    const token = tokens.refresh_token ?? tokens.access_token;
    if (!token) return { success: true };
    const credential = await resolveCredential(deps, row.userId, row.credentialId);
    if (!credential) {
      return { success: false, error: 'The credential is no longer available to revoke with.' };
    }
    await deps.platform.revoke(credential, token);
    return { success: true };
  } catch (error) {
    return { success: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Revokes, then forgets the channel and its tokens, whatever Google answered. */
export const DISCONNECTED = {
  reason: 'channelDisconnected',
  message: 'The channel was disconnected before this comment was posted.',
};

export async function disconnectAccount(deps: AccountDeps, userId: string, id: string) {
  const found = await findOrThrow(deps, userId, id);
  await cancelPendingOfAccounts(deps.db, [id], DISCONNECTED);
  const result = await revokeAtGoogle(deps, found.account);
  await repo.deleteAccount(deps.db, userId, id);
  return { email: found.account.email, channel: found.account.channelTitle, ...result };
}

export async function clearAccounts(
  deps: AccountDeps,
  userId: string,
): Promise<ClearAccountsResult> {
  const rows = await repo.listAccounts(deps.db, userId);
  await cancelPendingOfAccounts(
    deps.db,
    rows.map((r) => r.account.id),
    DISCONNECTED,
  );
  const results = [];
  for (const { account } of rows) {
    const result = await revokeAtGoogle(deps, account);
    await repo.deleteAccount(deps.db, userId, account.id);
    results.push({ email: account.email, channel: account.channelTitle, ...result });
  }
  return { message: `Cleared ${results.length} accounts`, cleared: results.length, results };
}

/** A channel paused after 5 failures in a row posts again; its failure count starts over. */
export async function resumePosting(deps: AccountDeps, userId: string, id: string) {
  await findOrThrow(deps, userId, id);
  await repo.updateAccount(deps.db, id, { postingPaused: false, consecutiveFailures: 0 });
  const updated = await findOrThrow(deps, userId, id);
  return toAccountDto(updated.account, updated.credentialName);
}

import type { Credentials } from 'google-auth-library';
import type { Account, ClearAccountsResult } from '../../../core/api/accounts.schema';
import { SERVER_CREDENTIAL_NAME } from '../../../core/api/server-credential';
import {
  revokeAtGoogle,
  sealTokens,
  withChannel,
  type ChannelDeps,
} from '../../channels/channel-access';
import { markNeedsReconnect } from '../../channels/channels.repository';
import { AppError, notFound } from '../../http/app-error';
import type { ChannelInfo, GoogleProfile } from '../../platform/platform-client';
import { PlatformError } from '../../platform/platform-error';
import { logActivity } from '../../activity/activity.repository';
import * as batchState from '../../batch-state/batch-state';
import { payForUpkeep, type LedgerDeps } from '../../quota/paid-reads';
import * as repo from './accounts.repository';

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
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    postingPaused: row.postingPaused,
    commentsPosted: row.commentsPosted,
    connectedAt: row.createdAt.toISOString(),
  };
}

export async function listAccounts(deps: Pick<ChannelDeps, 'db'>, userId: string) {
  const rows = await repo.listAccounts(deps.db, userId);
  return rows.map((r) => toAccountDto(r.account, r.credentialName));
}

async function findOrThrow(deps: Pick<ChannelDeps, 'db'>, userId: string, id: string) {
  const found = await repo.findAccount(deps.db, userId, id);
  if (!found) throw notFound('Channel');
  return found;
}

/** Saves the channel a user just authorised (or refreshes it when it was connected before). */
export async function saveConnectedChannel(
  deps: ChannelDeps,
  input: {
    userId: string;
    credentialId: string | null;
    tokens: Credentials;
    profile: GoogleProfile;
    channel: ChannelInfo;
  },
) {
  const saved = await repo.upsertAccount(deps.db, {
    userId: input.userId,
    credentialId: input.credentialId,
    channelId: input.channel.id,
    channelTitle: input.channel.title,
    email: input.profile.email.toLowerCase(),
    avatar: input.channel.thumbnail || input.profile.picture || null,
    googleSub: input.profile.sub,
    ...sealTokens(deps.secrets, input.tokens),
  });
  await logActivity(deps.db, {
    userId: input.userId,
    type: 'account_connected',
    accountId: saved.id,
    details: { channelTitle: input.channel.title, reconnected: !saved.inserted },
  });
  return saved;
}

/**
 * Asks Google which channel the grant speaks for: a live grant makes the channel `active` again
 * (with its current name and picture); a dead one leaves it `error` with Google's reason.
 */
export async function checkAccount(deps: ChannelDeps & LedgerDeps, userId: string, id: string) {
  const found = await findOrThrow(deps, userId, id);
  try {
    const channel = await withChannel(deps, found.account, (session) =>
      payForUpkeep(deps, userId, found.account.credentialId, () => session.channelInfo()),
    );
    await repo.updateAccount(deps.db, id, {
      status: 'active',
      statusReason: null,
      channelTitle: channel.title,
      ...(channel.thumbnail ? { avatar: channel.thumbnail } : {}),
    });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error.kind === 'permanent') {
      await markNeedsReconnect(deps.db, id, error.message);
    } else if (error.kind === 'quota') {
      throw new AppError(503, 'PLATFORM_QUOTA', `Google quota exhausted: ${error.message}`);
    } else if (error.kind !== 'reauth') {
      throw new AppError(503, 'PLATFORM_UNAVAILABLE', `Google did not answer: ${error.message}`);
    }
  }
  const updated = await findOrThrow(deps, userId, id);
  return toAccountDto(updated.account, updated.credentialName);
}

/** Revokes, then forgets the channel and its tokens, whatever Google answered. */
export const DISCONNECTED = {
  reason: 'channelDisconnected',
  message: 'The channel was disconnected before this comment was posted.',
};

export async function disconnectAccount(deps: ChannelDeps, userId: string, id: string) {
  const found = await findOrThrow(deps, userId, id);
  await batchState.cancelChannels(deps.db, [id], DISCONNECTED);
  const result = await revokeAtGoogle(deps, found.account);
  await repo.deleteAccount(deps.db, userId, id);
  return { email: found.account.email, channel: found.account.channelTitle, ...result };
}

export async function clearAccounts(
  deps: ChannelDeps,
  userId: string,
): Promise<ClearAccountsResult> {
  const rows = await repo.listAccounts(deps.db, userId);
  await batchState.cancelChannels(
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
  return { message: `Disconnected ${results.length} channels`, cleared: results.length, results };
}

/** A channel paused after 5 failures in a row posts again; its failure count starts over. */
export async function resumePosting(deps: ChannelDeps, userId: string, id: string) {
  await findOrThrow(deps, userId, id);
  await repo.updateAccount(deps.db, id, { postingPaused: false, consecutiveFailures: 0 });
  const updated = await findOrThrow(deps, userId, id);
  return toAccountDto(updated.account, updated.credentialName);
}

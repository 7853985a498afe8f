import { recordAudit, type AuditActor } from '@server/activity/audit.repository';
import { windowsDto } from '../posting-windows/posting-windows-dto';
import type { Channel, ChannelHealth, ClearAccountsResult } from '@core/api/channels.schema';
import { SERVER_CREDENTIAL_NAME } from '@core/api/server-credential';
import {
  revokeAtGoogle,
  sealTokens,
  withChannel,
  type ChannelDeps,
} from '@server/channel-access/channel-access';
import { markNeedsReconnect } from '@server/channel-access/channel-access.repository';
import { AppError, notFound } from '@server/http/app-error';
import type { ChannelInfo, GoogleProfile, GrantTokens } from '@server/platform/platform.types';
import { PlatformError } from '@server/platform/platform-error';
import { logActivity } from '@server/activity/activity.repository';
import * as batchState from '@server/batch-state/batch-state';
import { payForUpkeep, type LedgerDeps } from '@server/quota-ledger/paid-reads';
import { healthOfChannels } from '@server/visibility/channel-health.repository';
import { checkableAgain } from '@server/visibility/visibility.repository';
import { wakeOnCommit } from '@server/db/wake-on-commit';
import * as repo from './channels.repository';
import { markPlanStale } from '../calendar/calendar.repository';

/**
 * When Google ends the grant it just gave: the refresh token's announced life (apps in Testing
 * get 7 days); null when Google announced none.
 */
function grantEnd(tokens: GrantTokens) {
  const seconds = tokens.refreshTokenExpiresIn;
  return tokens.refreshToken && seconds ? new Date(Date.now() + seconds * 1000) : null;
}

/** Google's life of a grant given to an app in Testing. */
const TESTING_GRANT_MS = 7 * 86_400_000;

/**
 * When the channel's connection ends on Google's side: as Google announced it, else, for a
 * credential the user says is in Testing, 7 days after the grant.
 */
export function connectionEnd(row: repo.AccountRow, testing: boolean) {
  if (row.grantExpiresAt) return row.grantExpiresAt;
  return testing ? new Date(row.grantedAt.getTime() + TESTING_GRANT_MS) : null;
}

const NO_HEALTH: Omit<ChannelHealth, 'tokenExpiresAt'> = {
  visibleRate: null,
  checked: 0,
  flagged: false,
};

export function toAccountDto(
  row: repo.AccountRow,
  credentialName: string | null,
  extra: { health?: Omit<ChannelHealth, 'tokenExpiresAt'>; testing?: boolean } = {},
): Channel {
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
    pausedReason: row.pausedReason,
    health: {
      ...(extra.health ?? NO_HEALTH),
      tokenExpiresAt: connectionEnd(row, extra.testing ?? false)?.toISOString() ?? null,
    },
    commentsPosted: row.commentsPosted,
    connectedAt: row.createdAt.toISOString(),
    windows: windowsDto(row, new Date()),
  };
}

export async function listAccounts(deps: Pick<ChannelDeps, 'db'>, workspaceId: string) {
  const [rows, health] = await Promise.all([
    repo.listAccounts(deps.db, workspaceId),
    healthOfChannels(deps.db, workspaceId, new Date()),
  ]);
  return rows.map((r) =>
    toAccountDto(r.account, r.credentialName, {
      health: health.get(r.account.id),
      testing: r.credentialTesting ?? false,
    }),
  );
}

/** One channel as the API shows it, with its health. */
async function accountDto(deps: Pick<ChannelDeps, 'db'>, workspaceId: string, id: string) {
  const found = await findOrThrow(deps, workspaceId, id);
  const health = await healthOfChannels(deps.db, workspaceId, new Date(), [id]);
  return toAccountDto(found.account, found.credentialName, {
    health: health.get(id),
    testing: found.credentialTesting ?? false,
  });
}

async function findOrThrow(deps: Pick<ChannelDeps, 'db'>, workspaceId: string, id: string) {
  const found = await repo.findAccount(deps.db, workspaceId, id);
  if (!found) throw notFound('Channel');
  return found;
}

/** Saves the channel a user just authorised (or refreshes it when it was connected before). */
export async function saveConnectedChannel(
  deps: ChannelDeps,
  input: {
    workspaceId: string;
    credentialId: string | null;
    tokens: GrantTokens;
    profile: GoogleProfile;
    channel: ChannelInfo;
    /** Who connected it, for the audit log. */
    actor: AuditActor;
  },
) {
  const saved = await repo.upsertAccount(deps.db, {
    workspaceId: input.workspaceId,
    credentialId: input.credentialId,
    channelId: input.channel.id,
    channelTitle: input.channel.title,
    email: input.profile.email.toLowerCase(),
    avatar: input.channel.thumbnail || input.profile.picture || null,
    googleSub: input.profile.sub,
    ...sealTokens(deps.secrets, input.tokens),
    grantExpiresAt: grantEnd(input.tokens),
  });
  await logActivity(deps.db, {
    workspaceId: input.workspaceId,
    type: 'account_connected',
    accountId: saved.id,
    details: { channelTitle: input.channel.title, reconnected: !saved.inserted },
  });
  await recordAudit(deps.db, input.workspaceId, input.actor, 'channel.connected', {
    subjectId: saved.id,
    details: { name: input.channel.title, reconnected: !saved.inserted },
  });
  // A channel of another Google account may look at comments nobody could check.
  await checkableAgain(deps.db, input.workspaceId);
  return saved;
}

/**
 * Asks Google which channel the grant speaks for: a live grant makes the channel `active` again
 * (with its current name and picture); a dead one leaves it `error` with Google's reason.
 */
export async function checkAccount(
  deps: ChannelDeps & LedgerDeps,
  workspaceId: string,
  id: string,
) {
  const found = await findOrThrow(deps, workspaceId, id);
  try {
    const channel = await withChannel(deps, found.account, (session) =>
      payForUpkeep(deps, workspaceId, found.account.credentialId, () => session.channelInfo()),
    );
    await repo.updateAccount(deps.db, id, {
      status: 'active',
      statusReason: null,
      channelTitle: channel.title,
      ...(channel.thumbnail ? { avatar: channel.thumbnail } : {}),
    });
    // The channel is free to post again: its due comments are sent now, by any worker.
    await wakeOnCommit(deps.db, 'posting');
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
  return accountDto(deps, workspaceId, id);
}

export const DISCONNECTED = { reason: 'channelDisconnected' };

/**
 * Cancels the channels' waiting comments and forgets them and their tokens, before their grants
 * are revoked: once Google refuses a grant, nothing (a look-up, a visibility check, a Check
 * pressed a moment before) must find the channel still there to use it, mark it "reconnect
 * needed" and tell the workspace's owners so. A call already under way finds no row to mark.
 */
async function forgetChannels(deps: ChannelDeps, workspaceId: string, rows: repo.AccountRow[]) {
  const ids = rows.map((row) => row.id);
  await batchState.cancelChannels(deps.db, ids, DISCONNECTED);
  await repo.deleteAccounts(deps.db, workspaceId, ids);
}

/** Forgets the channel, then revokes its grant at Google, whatever Google answers. */
export async function disconnectAccount(deps: ChannelDeps, workspaceId: string, id: string) {
  const found = await findOrThrow(deps, workspaceId, id);
  await forgetChannels(deps, workspaceId, [found.account]);
  await markPlanStale(deps.db, workspaceId);
  const result = await revokeAtGoogle(deps, found.account);
  return { email: found.account.email, channel: found.account.channelTitle, ...result };
}

export async function clearAccounts(
  deps: ChannelDeps,
  workspaceId: string,
): Promise<ClearAccountsResult> {
  const rows = (await repo.listAccounts(deps.db, workspaceId)).map((row) => row.account);
  await forgetChannels(deps, workspaceId, rows);
  const results = [];
  for (const account of rows) {
    const result = await revokeAtGoogle(deps, account);
    results.push({ email: account.email, channel: account.channelTitle, ...result });
  }
  return { message: `Disconnected ${results.length} channels`, cleared: results.length, results };
}

/**
 * A paused channel (5 failures in a row, or comments others do not see) posts again; its failure
 * count and its health flag start over: only the looks after this can pause it again.
 */
export async function resumePosting(deps: ChannelDeps, workspaceId: string, id: string) {
  await findOrThrow(deps, workspaceId, id);
  await repo.updateAccount(deps.db, id, {
    postingPaused: false,
    pausedReason: null,
    consecutiveFailures: 0,
    healthResetAt: new Date(),
  });
  // The channel is free to post again: its due comments are sent now, by any worker.
  await wakeOnCommit(deps.db, 'posting');
  await markPlanStale(deps.db, workspaceId);
  return accountDto(deps, workspaceId, id);
}

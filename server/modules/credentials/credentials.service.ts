import type {
  CreateCredentialBody,
  Credential,
  UpdateCredentialBody,
} from '@core/api/credentials.schema';
import { revokeAtGoogle, type ChannelDeps } from '@server/channel-access/channel-access';
import { findCredential } from '@server/channel-access/channel-access.repository';
import type { CredentialDeps } from '@server/channel-access/client-credential';
import { lockWorkspace } from '@server/db/transaction';
import { AppError, notFound } from '@server/http/app-error';
import { logActivity } from '@server/activity/activity.repository';
import * as batchState from '@server/batch-state/batch-state';
import { ownLimits, type QuotaLimits } from '@server/quota-ledger/quota-ledger';
import { deleteAccounts, listAccountsOfCredential } from '../channels/channels.repository';
import * as repo from './credentials.repository';

/** The server's daily limits, which a credential's own replace (docs/platform.md §2). */
type Defaults = { posting: QuotaLimits };

export function toCredentialDto(row: repo.CredentialRow, defaults: QuotaLimits): Credential {
  const limits = ownLimits(row, defaults);
  return {
    id: row.id,
    name: row.name,
    clientId: row.clientId,
    isDefault: row.isDefault,
    testing: row.testing,
    quotaDailyUnits: row.quotaDailyUnits,
    quotaSearchCalls: row.quotaSearchCalls,
    limits: { dailyUnits: limits.quotaDailyUnits, searchCalls: limits.quotaSearchCalls },
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listCredentials(
  deps: Pick<CredentialDeps, 'db'> & Defaults,
  workspaceId: string,
) {
  return (await repo.listCredentials(deps.db, workspaceId)).map((row) =>
    toCredentialDto(row, deps.posting),
  );
}

/** The secret is sealed before it is stored; a workspace's first credential becomes the default. */
export async function createCredential(
  deps: Pick<CredentialDeps, 'db' | 'secrets'> & Defaults,
  workspaceId: string,
  body: Omit<CreateCredentialBody, 'youtubeApiKey'>,
) {
  const row = await deps.db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    const inserted = await repo.insertCredential(tx, {
      workspaceId,
      name: body.name,
      clientId: body.clientId,
      clientSecretSealed: deps.secrets.seal(body.clientSecret),
      isDefault: (await repo.countCredentials(tx, workspaceId)) === 0,
      quotaDailyUnits: body.quotaDailyUnits ?? null,
      quotaSearchCalls: body.quotaSearchCalls ?? null,
    });
    if (!inserted) {
      throw new AppError(
        409,
        'CREDENTIAL_EXISTS',
        'You already have a credential with this client id.',
      );
    }
    await logActivity(tx, {
      workspaceId,
      type: 'api_credential_added',
      details: { name: inserted.name },
    });
    return inserted;
  });
  return toCredentialDto(row, deps.posting);
}

export async function setDefaultCredential(
  deps: Pick<CredentialDeps, 'db'> & Defaults,
  workspaceId: string,
  id: string,
) {
  const row = await deps.db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    if (!(await findCredential(tx, workspaceId, id))) throw notFound('Credential');
    return repo.setDefaultCredential(tx, workspaceId, id);
  });
  return toCredentialDto(row!, deps.posting);
}

/**
 * The user says whether the credential's app is in Testing (its connections end in 7 days), or
 * what its project's daily limits are (null: the server's). Posting and reading use them at once.
 */
export async function updateCredential(
  deps: Pick<CredentialDeps, 'db'> & Defaults,
  workspaceId: string,
  id: string,
  body: UpdateCredentialBody,
) {
  const row = await repo.updateCredential(deps.db, workspaceId, id, body);
  if (!row) throw notFound('Credential');
  return toCredentialDto(row, deps.posting);
}

/**
 * Forgets every channel connected through the credential and revokes its grant at Google, then
 * deletes the credential. When it was the default, the oldest remaining one takes over.
 */
export async function deleteCredential(deps: ChannelDeps, workspaceId: string, id: string) {
  if (!(await findCredential(deps.db, workspaceId, id))) throw notFound('Credential');
  const channels = await listAccountsOfCredential(deps.db, workspaceId, id);
  await batchState.cancelChannels(
    deps.db,
    channels.map((c) => c.id),
    { reason: 'credentialDeleted' },
  );
  // Forgotten before revoked: nothing may use a grant Google no longer accepts (channels.service).
  await deleteAccounts(
    deps.db,
    workspaceId,
    channels.map((c) => c.id),
  );
  for (const channel of channels) await revokeAtGoogle(deps, channel);
  await deps.db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    const deleted = await repo.deleteCredential(tx, workspaceId, id);
    if (deleted?.isDefault) await repo.promoteOldestCredential(tx, workspaceId);
  });
}

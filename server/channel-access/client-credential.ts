import { SERVER_CREDENTIAL_NAME } from '@core/api/server-credential';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { ClientCredential } from '../platform/platform.types';
import type { SecretBox } from '../security/secret-box';
import { findCredential, type StoredCredential } from './channel-access.repository';

/** A credential ready for Google: the workspace's own (secret opened) or the server-level one. */
export interface ResolvedCredential extends ClientCredential {
  /** Null: the server-level credential from the environment. */
  id: string | null;
  name: string;
}

export interface CredentialDeps {
  db: Db;
  secrets: SecretBox;
  google: Config['google'];
}

export class UnreadableSecretError extends Error {
  constructor(credentialName: string) {
    super(
      `The client secret of "${credentialName}" cannot be read: was APP_SECRET (or the key file) changed? Delete the credential and add it again.`,
    );
    this.name = 'UnreadableSecretError';
  }
}

export function serverCredential(google: Config['google']): ResolvedCredential | undefined {
  if (!google.clientId || !google.clientSecret) return undefined;
  return {
    id: null,
    name: SERVER_CREDENTIAL_NAME,
    clientId: google.clientId,
    clientSecret: google.clientSecret,
  };
}

/** Undefined when the credential is not this workspace's (or the server has none configured). */
export async function resolveCredential(
  deps: CredentialDeps,
  workspaceId: string,
  credentialId: string | null,
): Promise<ResolvedCredential | undefined> {
  if (credentialId === null) return serverCredential(deps.google);
  const row = await findCredential(deps.db, workspaceId, credentialId);
  return row && openCredential(deps.secrets, row);
}

/** The stored credential with its secret opened. */
export function openCredential(secrets: SecretBox, row: StoredCredential): ResolvedCredential {
  let clientSecret: string;
  try {
    clientSecret = secrets.open(row.clientSecretSealed);
  } catch {
    throw new UnreadableSecretError(row.name);
  }
  return { id: row.id, name: row.name, clientId: row.clientId, clientSecret };
}

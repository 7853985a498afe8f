import { randomBytes } from 'node:crypto';
import {
  TOKEN_PREFIX,
  TOKENS_MAX,
  type ApiToken,
  type CreateTokenBody,
  type CreatedToken,
} from '@core/api/tokens.schema';
import { mayGiveScope } from '@core/workspaces/scopes';
import { recordAudit, type AuditActor } from '@server/activity/audit.repository';
import type { Db } from '@server/db/database';
import { AppError, notFound, unauthenticated } from '@server/http/app-error';
import { hashToken } from '../auth/auth.service';
import * as repo from './tokens.repository';

/** The signed-in person a token is made for, and the workspace it will act in. */
export interface TokenOwner {
  userId: string;
  workspaceId: string;
  actor: AuditActor;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

function toDto(row: repo.TokenRow): ApiToken {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
  };
}

/**
 * docs/api.md: a new token, shown this once (`mcm_` and 32 random bytes); only its SHA-256 is
 * kept. At most TOKENS_MAX working ones per person and workspace, counted under the membership's
 * lock; a scope the person's role cannot give is refused by name.
 */
export async function createToken(
  db: Db,
  owner: TokenOwner,
  body: CreateTokenBody,
): Promise<CreatedToken> {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
  const row = await db.transaction(async (tx) => {
    const role = await repo.lockMembership(tx, owner.workspaceId, owner.userId);
    if (!role) throw unauthenticated();
    const refused = body.scopes.filter((scope) => !mayGiveScope(role, scope));
    if (refused.length) {
      throw new AppError(
        403,
        'SCOPE_NOT_ALLOWED',
        `Your role in this workspace cannot give a token these scopes: ${refused.join(', ')}.`,
        refused.join(', '),
      );
    }
    if ((await repo.countWorking(tx, owner.workspaceId, owner.userId)) >= TOKENS_MAX) {
      throw new AppError(
        409,
        'TOO_MANY_TOKENS',
        `A person holds at most ${TOKENS_MAX} API tokens in a workspace: revoke one first.`,
      );
    }
    const made = await repo.insertToken(tx, {
      workspaceId: owner.workspaceId,
      userId: owner.userId,
      name: body.name,
      prefix: token.slice(0, TOKEN_PREFIX.length + 4),
      tokenHash: hashToken(token),
      scopes: body.scopes,
      expiresAt,
    });
    await recordAudit(tx, owner.workspaceId, owner.actor, 'token.created', {
      subjectId: made.id,
      details: { name: made.name, scopes: made.scopes, expiresAt: iso(made.expiresAt) },
    });
    return made;
  });
  return { ...toDto(row), token };
}

export async function listTokens(db: Db, owner: TokenOwner) {
  return (await repo.listTokens(db, owner.workspaceId, owner.userId)).map(toDto);
}

/** Revokes one of the person's tokens; it stops on the next request, on every process. */
export async function revokeToken(db: Db, owner: TokenOwner, id: string) {
  await db.transaction(async (tx) => {
    const row = await repo.lockToken(tx, owner.workspaceId, owner.userId, id);
    if (!row) throw notFound('Token');
    if (row.revokedAt) return;
    await repo.revokeToken(tx, id);
    await recordAudit(tx, owner.workspaceId, owner.actor, 'token.revoked', {
      subjectId: id,
      details: { name: row.name },
    });
  });
}

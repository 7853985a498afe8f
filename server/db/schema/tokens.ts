import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TokenScope } from '@core/api/tokens.schema';
import { primaryId, timestamptz } from './columns';
import { sessions, users } from './users';
import { workspaceOwner } from './workspaces';

/**
 * docs/api.md (migration 0048): a person's API token for one workspace, only its SHA-256 kept; it
 * may do what both its scopes and its person's role there allow, read at every request.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: primaryId(),
    workspaceId: workspaceOwner(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Its first characters, shown in the list to tell tokens apart ("mcm_3kF9"). */
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull(),
    scopes: text('scopes').array().$type<TokenScope[]>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at'),
    lastUsedAt: timestamptz('last_used_at'),
    lastUsedIp: text('last_used_ip'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    uniqueIndex('api_tokens_token_hash_key').on(t.tokenHash),
    index('api_tokens_owner_idx').on(t.userId, t.workspaceId, t.createdAt),
  ],
);

/**
 * docs/api.md §4 (migration 0049): an Idempotency-Key of a token or a session and the first answer
 * given to it (status null while that request is being handled), kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tokenId: uuid('token_id').references(() => apiTokens.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(token_id, session_id)`),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: smallint('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.key] }),
    check('idempotency_keys_one_owner', sql`num_nonnulls(token_id, session_id) = 1`),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
    index('idempotency_keys_token_idx').on(t.tokenId),
    index('idempotency_keys_session_idx').on(t.sessionId),
  ],
);

import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TokenScope } from '@core/api/tokens.schema';
import { primaryId, timestamptz } from './columns';
import { users } from './users';
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

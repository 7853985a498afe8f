import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Role } from '@core/workspaces/roles';
import { primaryId, timestamps, timestamptz, updatedAt } from './columns';
import { users } from './users';

/**
 * docs/architecture.md §10 (migration 0042): what a team shares. A person's personal workspace has
 * their id as its own.
 */
export const workspaces = pgTable('workspaces', {
  id: primaryId(),
  name: text('name').notNull(),
  /** The person whose personal workspace this is; null for a shared one. */
  personalOf: uuid('personal_of')
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** A batch an editor confirms waits for an owner's or an admin's approval. */
  approvalRequired: boolean('approval_required').notNull().default(false),
  ...timestamps,
});

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<Role>().notNull(),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    index('workspace_members_user_idx').on(t.userId, t.workspaceId),
  ],
);

/** The workspace a row of the work belongs to (migration 0043): gone with the workspace. */
export const workspaceOwner = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

/** The workspace whose one row this is: the row's key, gone with the workspace. */
export const workspaceKey = () =>
  uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' });

/**
 * Posting settings per workspace (docs/responsible-use.md §2); a workspace without a row has the
 * defaults.
 */
export const workspaceSettings = pgTable('workspace_settings', {
  workspaceId: workspaceKey(),
  pacingSeconds: integer('pacing_seconds').notNull(),
  dailyCapPerChannel: integer('daily_cap_per_channel').notNull(),
  pauseAll: boolean('pause_all').notNull().default(false),
  /** docs/visibility.md: a channel whose comments others do not see stops posting. */
  pauseHiddenChannels: boolean('pause_hidden_channels').notNull().default(true),
  updatedAt: updatedAt(),
});

/**
 * An invitation to a workspace (migration 0044), emailed with a single-use link whose token only
 * has its SHA-256 kept. One waiting per workspace and address; accepted or revoked, it stays, so
 * that its link can say which.
 */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: primaryId(),
    workspaceId: workspaceOwner(),
    /** Lower-cased: only a person signed in with this address may accept. */
    email: text('email').notNull(),
    role: text('role').$type<Role>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    uniqueIndex('workspace_invitations_token_hash_key').on(t.tokenHash),
    uniqueIndex('workspace_invitations_waiting_key')
      .on(t.workspaceId, t.email)
      .where(sql`accepted_at is null and revoked_at is null`),
  ],
);

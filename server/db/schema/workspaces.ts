import { boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { Role } from '@core/workspaces/roles';
import { primaryId, timestamps, timestamptz } from './columns';
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

import { uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A row's own id: a random UUID. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** The user a row belongs to (docs/security.md §1): gone with the user. */
export const ownerId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

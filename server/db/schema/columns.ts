import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every point in time is kept with its zone (`timestamptz`). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A row's own id: a random UUID. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When the row was last changed (the code that changes it sets it). */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

export const timestamps = { createdAt: createdAt(), updatedAt: updatedAt() };

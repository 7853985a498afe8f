import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER, type Db } from './database';
import { pgErrorCode } from './transaction';

type Journal = { entries: { tag: string; when: number }[] };

let journal: Journal | undefined;
/** The migrations this code has, oldest first, read once: drizzle's journal beside them. */
export const knownMigrations = () =>
  (journal ??= JSON.parse(
    readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as Journal).entries;

/**
 * The migrations of this code the database has not had, by tag: drizzle's migrator applies those
 * written after the newest it recorded, so that is what is pending. A database never migrated
 * has them all pending.
 */
export async function pendingMigrations(db: Db) {
  let newest = 0;
  try {
    const result = await db.execute<{ newest: string | null }>(
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    );
    newest = Number(result.rows[0]?.newest ?? 0);
  } catch (error) {
    // undefined_table, or undefined_schema: never migrated.
    if (!['42P01', '3F000'].includes(pgErrorCode(error) ?? '')) throw error;
  }
  return knownMigrations()
    .filter((entry) => entry.when > newest)
    .map((entry) => entry.tag);
}

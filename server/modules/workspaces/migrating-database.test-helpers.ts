import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { MIGRATIONS_FOLDER } from '@server/db/database';

/** Rows per table, and per owner where a table names one (see census below). */
export interface Census {
  counts: Record<string, number>;
  owners: Record<string, Record<string, number>>;
}

async function onServer(adminUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(sql).finally(() => admin.end());
}

/** The migrations up to `last` alone, in a folder of their own. */
function migrationsUpTo(last: number) {
  const folder = mkdtempSync(path.join(tmpdir(), 'mcm-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/**
 * A database of the test file's own on the tests' PostgreSQL, brought to migration `first` before
 * the tests, dropped after them: for the tests of a migration on the data it finds.
 */
export function useMigratingDatabase(first: number) {
  const adminUrl = inject('postgresAdminUrl');
  const name = `migrating_${randomBytes(6).toString('hex')}`;
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  let pool: pg.Pool | undefined;

  /** Applies the migrations up to `last` (every one by default) the database has not had yet. */
  async function migrateUpTo(last = Infinity) {
    const folder = migrationsUpTo(last);
    const client = await pool!.connect();
    try {
      await migrate(drizzle(client), { migrationsFolder: folder });
    } finally {
      client.release();
      rmSync(folder, { recursive: true, force: true });
    }
  }

  /**
   * Rows per table, and per owner where a table names one: its person (user_id) where it has one,
   * else its workspace (workspace_id, after 0043). user_settings is counted under its later name.
   */
  async function census(): Promise<Census> {
    const { rows: tables } = await pool!.query<{ table: string; owner: string | null }>(
      `select t.table_name as table,
              (select c.column_name from information_schema.columns c
                where c.table_schema = 'public' and c.table_name = t.table_name
                  and c.column_name in ('workspace_id', 'user_id')
                order by c.column_name limit 1) as owner
         from information_schema.tables t
        where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and t.table_name not like '\\_\\_%'`,
    );
    const counts: Record<string, number> = {};
    const owners: Record<string, Record<string, number>> = {};
    for (const { table, owner } of tables) {
      const renamed = table === 'user_settings' ? 'workspace_settings' : table;
      const { rows } = await pool!.query<{ n: number }>(
        `select count(*)::int as n from "${table}"`,
      );
      counts[renamed] = rows[0]!.n;
      if (!owner || table === 'workspaces' || table === 'workspace_members') continue;
      const grouped = await pool!.query<{ owner: string; n: number }>(
        `select "${owner}" as owner, count(*)::int as n from "${table}" group by 1`,
      );
      owners[renamed] = Object.fromEntries(grouped.rows.map((row) => [row.owner, row.n]));
    }
    return { counts, owners };
  }

  beforeAll(async () => {
    await onServer(adminUrl, `create database "${name}"`);
    pool = new pg.Pool({ connectionString: url, max: 4 });
    // Dropping the database after the tests ends connections the pool may still be closing, as
    // server/test/test-database.ts says: heard here, not as an unhandled error in another file.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    await migrateUpTo(first);
  });

  afterAll(async () => {
    await pool?.end();
    await onServer(adminUrl, `drop database if exists "${name}" with (force)`);
  });

  return { url, pool: () => pool!, migrateUpTo, census };
}

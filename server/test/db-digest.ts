import type { TestApp } from './test-app';

/**
 * What the database holds, table by table (the rate limiter's counts aside, and the tables
 * `except` names): equal before and after a request, the request changed nothing.
 */
export async function databaseDigest(t: Pick<TestApp, 'pool'>, except: string[] = []) {
  const { rows: tables } = await t.pool.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'
        and table_name not in ('rate_limits', '__drizzle_migrations')
      order by 1`,
  );
  const digest: Record<string, string> = {};
  for (const { name } of tables.filter((table) => !except.includes(table.name))) {
    const { rows } = await t.pool.query<{ d: string | null }>(
      `select md5(string_agg(md5(r::text), '' order by md5(r::text))) as d from "${name}" r`,
    );
    digest[name] = rows[0]!.d ?? '';
  }
  return digest;
}

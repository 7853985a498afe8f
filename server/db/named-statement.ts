import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryResultRow } from 'pg';
import type { Db } from './database';

const dialect = new PgDialect();

/**
 * Runs `query` as a statement named `name`: each connection parses and plans it once, then runs
 * it with the values of the call (docs/performance.md §5: the dashboard's reads took longer to
 * plan than to run). The same name must always have the same text: only values may vary.
 */
export async function executeNamed<T extends QueryResultRow>(db: Db, name: string, query: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await db.$client.query<T>({ name, text, values: params });
  return result.rows;
}

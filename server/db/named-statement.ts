import { createHash } from 'node:crypto';
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryResult, QueryResultRow } from 'pg';
import type { Db } from './database';
import type { Executor } from './transaction';

const dialect = new PgDialect();

/**
 * Runs `query` as a statement named `name`: each connection parses and plans it once, then runs
 * it with the values of the call (docs/performance.md §5: the dashboard's reads took longer to
 * plan than to run). The same name must always have the same text: only values may vary.
 */
export async function executeNamed<T extends QueryResultRow>(db: Db, name: string, query: SQL) {
  return runNamed<T>(db, name, dialect.sqlToQuery(query));
}

/**
 * `executeNamed` on the database or in a transaction, on the transaction's own connection: for a
 * statement run several times a second inside transactions (the worker's claim), whose planning
 * took longer than its run. Through drizzle's session, so its rows are read as `db.execute` reads
 * them (timestamps as text), where `executeNamed`'s come from pg itself (timestamps as dates).
 */
export async function executeNamedOn<T extends QueryResultRow>(
  db: Executor,
  name: string,
  query: SQL,
) {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return ((await prepared.execute()) as QueryResult<T>).rows;
}

async function runNamed<T extends QueryResultRow>(db: Db, name: string, query: Query) {
  const result = await db.$client.query<T>({ name, text: query.sql, values: query.params });
  return result.rows;
}

/**
 * `executeNamed`, named after its text: for a read whose text varies with a few options (a page's
 * filters) and whose plan does not depend on its values. Not for a search: how many rows a
 * pattern finds decides its plan, and a plan made once for any pattern would be a guess. In a
 * transaction, the statement runs unnamed.
 */
export async function executePrepared<T extends QueryResultRow>(db: Executor, query: SQL) {
  if (!('$client' in db)) return (await db.execute<T>(query)).rows;
  // Built into text once, both to name it and to run it.
  const built = dialect.sqlToQuery(query);
  const name = `p_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 20)}`;
  return runNamed<T>(db, name, built);
}

import type pg from 'pg';

let sent = 0;
/** Transaction brackets: not work of their own, so not counted as queries. */
const BRACKET = /^\s*(begin|commit|rollback)\b/i;

/**
 * Counts the queries a pooled connection sends (docs/operations.md §1, `mcm_db_queries_total`):
 * what this process asks of PostgreSQL, idle or busy, which the database's own statistics cannot
 * tell apart from other processes' and its own upkeep.
 */
export function countQueries(client: pg.Client) {
  const query = client.query.bind(client);
  client.query = ((...args: Parameters<typeof query>) => {
    const first = args[0] as unknown as string | { text?: string };
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    if (!BRACKET.test(text)) sent += 1;
    return query(...args);
  }) as typeof client.query;
}

/** The queries this process's pool has sent since it started. */
export const queriesSent = () => sent;

import type pg from 'pg';

/** A statement as a client sent it: its text and its parameters' values. */
export interface SentStatement {
  text: string;
  values: unknown[];
}

/**
 * Counts the statements `client` sends from now on (each still runs as it would): how many round
 * trips to the database a read takes, which no machine's speed can pass or fail. `last` is the
 * latest, for a test to ask PostgreSQL how it runs it.
 */
export function countStatements(client: pg.PoolClient) {
  const counter: { sent: number; last?: SentStatement } = { sent: 0 };
  const query = client.query.bind(client);
  client.query = ((...args: Parameters<typeof query>) => {
    counter.sent += 1;
    const [first, second] = args as unknown as [string | pg.QueryConfig, unknown[] | undefined];
    counter.last =
      typeof first === 'string'
        ? { text: first, values: second ?? [] }
        : { text: first.text, values: first.values ?? second ?? [] };
    return query(...args);
  }) as typeof client.query;
  return counter;
}

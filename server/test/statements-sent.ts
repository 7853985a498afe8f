import type pg from 'pg';

/**
 * Counts the statements `client` sends from now on (each still runs as it would): how many round
 * trips to the database a read takes, which no machine's speed can pass or fail.
 */
export function countStatements(client: pg.PoolClient) {
  const counter = { sent: 0 };
  const query = client.query.bind(client);
  client.query = ((...args: Parameters<typeof query>) => {
    counter.sent += 1;
    return query(...args);
  }) as typeof client.query;
  return counter;
}

import type pg from 'pg';

/**
 * Makes the pool take back a connection that dies while checked out, whoever holds it, and
 * drops one whose query got no answer in time (`query_timeout`).
 *
 * drizzle's transaction sends `begin` before its `try`: when PostgreSQL dies at that moment,
 * `begin` fails and the connection is never released. The pool counts it as busy for good: a
 * few such losses take every slot, and closing the pool (a SIGTERM) waits for them forever.
 * A frozen PostgreSQL does the same without ending anything: `begin` times out, the connection
 * stays open, and nobody releases it (CI saw a SIGTERM end in exit code 1 after a freeze of over
 * 15 s, the pool still waiting for it). Such a connection is of no use anyway: its statement may
 * still run once PostgreSQL answers. So it is closed, and taken back as a lost one.
 * A released connection is released once; a later release of it does nothing.
 */
export function reclaimLostConnections(pool: pg.Pool) {
  const connect = pool.connect.bind(pool);
  // Only the promise form is patched: the callback form is pg's own (pool.query), which releases,
  // and drops a connection released with an error.
  pool.connect = ((callback?: Parameters<pg.Pool['connect']>[0]) =>
    callback ? connect(callback) : connect().then(reclaimWhenLost)) as pg.Pool['connect'];
}

function reclaimWhenLost(client: pg.PoolClient) {
  // pg-pool's release is a closure made for this checkout: it needs no `this`.
  const release = client.release.bind(client);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  // The next checkout finds the query it had before (pg's own method, or the query counter's).
  const before = Object.getOwnPropertyDescriptor(client, 'query');
  const unwrap = () =>
    before
      ? Object.defineProperty(client, 'query', before)
      : delete (client as { query?: unknown }).query;
  let released = false;
  const lost = () => {
    if (released) return;
    released = true;
    unwrap();
    release(new Error('database connection lost while in use'));
  };
  client.once('end', lost);
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise)
      void result.catch((error: unknown) => dropIfTimedOut(client, error));
    return result;
  }) as pg.PoolClient['query'];
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('end', lost);
    unwrap();
    release(error);
  };
  return client;
}

/** Closes the socket itself: `end()` would wait for a frozen server to answer. 'end' follows. */
function dropIfTimedOut(client: pg.PoolClient, error: unknown) {
  if (error instanceof Error && error.message === 'Query read timeout')
    (client as unknown as pg.Client).connection.stream.destroy();
}

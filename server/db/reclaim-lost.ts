import type pg from 'pg';

/**
 * Makes the pool take back a connection that dies while checked out, whoever holds it.
 *
 * drizzle's transaction sends `begin` before its `try`: when PostgreSQL dies at that moment,
 * `begin` fails and the connection is never released. The pool counts it as busy for good: a
 * few such losses take every slot, and closing the pool (a SIGTERM) waits for them forever.
 * A released connection is released once; a later release of it does nothing.
 */
export function reclaimLostConnections(pool: pg.Pool) {
  const connect = pool.connect.bind(pool);
  // Only the promise form is patched: the callback form is pg's own (pool.query), which releases.
  pool.connect = ((callback?: Parameters<pg.Pool['connect']>[0]) =>
    callback ? connect(callback) : connect().then(reclaimWhenLost)) as pg.Pool['connect'];
}

function reclaimWhenLost(client: pg.PoolClient) {
  // pg-pool's release is a closure made for this checkout: it needs no `this`.
  const release = client.release.bind(client);
  let released = false;
  const lost = () => {
    if (released) return;
    released = true;
    release(new Error('database connection lost while in use'));
  };
  client.once('end', lost);
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('end', lost);
    release(error);
  };
  return client;
}

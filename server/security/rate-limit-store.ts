import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit whose counters live in PostgreSQL, so every instance of the
 * server counts the same attempts (a counter per process would allow N times the limit with N
 * processes). One statement per attempt: the window restarts when it has run out.
 */
export function postgresRateLimitStore(db: Db) {
  return class PostgresRateLimitStore {
    constructor(
      _globalOptions?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      countAttempt(db, this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** Each limited route counts on its own (the plugin passes the route as `routeInfo`). */
    child(options: object) {
      const route = (options as { routeInfo?: { method?: string | string[]; url?: string } })
        .routeInfo;
      const method = [route?.method ?? ''].flat().join(',');
      return new PostgresRateLimitStore(undefined, `${method} ${route?.url ?? ''}|`);
    }
  };
}

/**
 * One more attempt under `key` in its window of `windowMs`: how many so far, and the ms until the
 * window restarts. One statement: the window restarts when it has run out. Shared by the plugin's per-IP limits and by those a route counts itself (an email address
 * asked for).
 */
export async function countAttempt(db: Db, key: string, windowMs: number) {
  const result = await db.execute<{ hits: number; ttl: number }>(
    sql`
    insert into rate_limits (key, hits, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at
                      else rate_limits.reset_at end
    returning hits, (extract(epoch from reset_at - now()) * 1000)::int as ttl`,
  );
  const row = result.rows[0]!;
  return { current: row.hits, ttl: Math.max(0, Number(row.ttl)) };
}

/** Windows that ended: nothing reads them again. */
export async function purgeRateLimits(db: Db) {
  await db.execute(sql`delete from rate_limits where reset_at < now()`);
}

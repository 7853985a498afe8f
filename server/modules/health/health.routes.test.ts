import { describe, expect, it } from 'vitest';
import { knownMigrations } from '@server/db/migration-state';
import { startOwnPostgres } from '@server/test/own-postgres';
import { startTestApp } from '@server/test/test-app';
import { useTestApp } from '@server/test/use-test-app';

const t = useTestApp({ reset: false });

const get = (app: typeof t.app, url: string) => app.inject({ method: 'GET', url });

describe('the probes under /api/health', () => {
  it('live and ready answer 200 while the process runs on a migrated database', async () => {
    expect((await get(t.app, '/api/health/live')).json()).toEqual({ status: 'ok' });
    const ready = await get(t.app, '/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('ready answers 503 with the migration that is pending, live still 200', async () => {
    const newest = await t.pool.query<{ id: number; hash: string; created_at: string }>(
      'select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    const row = newest.rows[0]!;
    const tag = knownMigrations().find((entry) => entry.when === Number(row.created_at))!.tag;
    await t.pool.query('delete from drizzle.__drizzle_migrations where id = $1', [row.id]);
    try {
      const ready = await get(t.app, '/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: `Migrations are pending: ${tag}.`,
      });
      expect((await get(t.app, '/api/health/live')).statusCode).toBe(200);
    } finally {
      await t.pool.query(
        'insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)',
        [row.id, row.hash, row.created_at],
      );
    }
    expect((await get(t.app, '/api/health/ready')).statusCode).toBe(200);
  });

  it('ready answers 503 while PostgreSQL is down, live still 200, the old health check as it was', async () => {
    const postgres = await startOwnPostgres();
    const own = await startTestApp({ postgres: { adminUrl: postgres.adminUrl } });
    try {
      expect((await get(own.app, '/api/health/ready')).statusCode).toBe(200);
      await postgres.kill();
      const ready = await get(own.app, '/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The database is unreachable.',
      });
      expect((await get(own.app, '/api/health/live')).statusCode).toBe(200);
      expect((await get(own.app, '/api/health')).statusCode).toBe(503);
      await postgres.restart();
    } finally {
      await own.close().catch(() => {});
      await postgres.close();
    }
  }, 60_000);
});

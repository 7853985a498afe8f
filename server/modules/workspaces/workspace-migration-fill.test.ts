import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import * as schema from '@server/db/schema';
import { expectStatus, json, sender } from '@server/test/api-request';
import { TEST_APP_SECRET, WITHOUT_LOAD_SHEDDING, type TestApp } from '@server/test/test-app';
import { useMigratingDatabase } from './migrating-database.test-helpers';

/*
 * The work moves to personal workspaces (migration 0043, and every migration since) on a database
 * the demo and the benchmarks' seeds filled with the code of its time (fixtures/
 * make-before-workspaces.sh says how): row counts per table and per owner are what they were, and
 * each person, signed in, reaches every one of their ids and none of anyone else's.
 */

type Rows = Record<string, unknown>[];
const FIXTURE = new URL('../../db/fixtures/before-workspaces.json.gz', import.meta.url);
const fixture = JSON.parse(gunzipSync(readFileSync(FIXTURE)).toString()) as Record<string, Rows>;
/** The people of the fill and what they sign in with (the demo's, the scenarios'). */
const PASSWORDS: Record<string, string> = { 'demo@example.com': 'demo-plum-lantern' };
const SCENARIO_PASSWORD = 'correct horse';

const database = useMigratingDatabase(42);
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
afterAll(() => app?.close());

/** The fill's rows, as they were: its sequences set past them, no trigger run again. */
async function restore(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    for (const [table, rows] of Object.entries(fixture)) {
      if (rows.length === 0) continue;
      const { rows: columns } = await client.query<{
        name: string;
        identity: string | null;
        counted: boolean;
      }>(
        `select column_name as name, identity_generation as identity,
                identity_generation is not null or column_default like 'nextval(%' as counted
           from information_schema.columns
          where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'`,
        [table],
      );
      const names = columns.map((c) => `"${c.name}"`).join(', ');
      const overriding = columns.some((c) => c.identity === 'ALWAYS')
        ? 'overriding system value'
        : '';
      await client.query(
        `insert into "${table}" (${names}) ${overriding}
         select ${names} from json_populate_recordset(null::"${table}", $1::json)`,
        [JSON.stringify(rows)],
      );
      for (const { name } of columns.filter((c) => c.counted)) {
        await client.query(
          `select setval(pg_get_serial_sequence($1, $2), (select max("${name}") from "${table}"))`,
          [`"${table}"`, name],
        );
      }
    }
    await client.query('commit');
  } finally {
    client.release();
  }
}

/** The app of today on the migrated database, and each person of the fill signed in. */
async function signedIn(url: string) {
  const config = loadConfig({
    DATABASE_URL: url,
    WEB_DIST_DIR: '/nonexistent',
    APP_SECRET: TEST_APP_SECRET,
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    ...WITHOUT_LOAD_SHEDDING,
  });
  app = await buildApp({ config, db: drizzle(database.pool(), { schema }) });
  await app.ready();
  const people = new Map<string, string>();
  for (const user of fixture.users as { id: string; email: string }[]) {
    const password = PASSWORDS[user.email] ?? SCENARIO_PASSWORD;
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: json,
      payload: JSON.stringify({ email: user.email, password }),
    });
    expectStatus(login, 200, `signing in as ${user.email}`);
    people.set(user.id, String(login.headers['set-cookie']).split(';')[0]!);
  }
  return { send: sender({ app } as TestApp), people };
}

describe('the demo and the benchmarks, moved to workspaces (0043 and since)', () => {
  // 3 s alone; over 30 s once in CI, beside the journeys.
  it('keeps every row under its owner, whom it reaches, and shows it to nobody else', async () => {
    const pool = database.pool();
    await restore(pool);
    const before = await database.census();
    for (const [table, rows] of Object.entries(fixture)) {
      const counted = table === 'user_settings' ? 'workspace_settings' : table;
      expect(before.counts[counted], table).toBe(rows.length);
    }
    expect(before.counts.comments).toBeGreaterThan(3000);
    expect(Object.keys(before.owners.videos!)).toHaveLength(3);

    await database.migrateUpTo();
    const after = await database.census();
    for (const table of Object.keys(before.counts)) {
      expect(after.counts[table], table).toBe(before.counts[table]);
      expect(after.owners[table], table).toEqual(before.owners[table]);
    }

    const { send, people } = await signedIn(database.url);
    /** Each workspace's ids in `table`, as the database has them. */
    const idsIn = async (table: string, workspaceId: string) =>
      (
        await pool.query<{ id: string }>(
          `select id from "${table}" where workspace_id = $1 order by id`,
          [workspaceId],
        )
      ).rows.map((row) => row.id);
    const sorted = (items: { id: string }[]) => items.map((item) => item.id).sort();

    for (const [personId, cookie] of people) {
      const get = (url: string) => send('GET', url, cookie);
      // Their personal workspace, whose id is theirs, where they are the owner.
      const workspaces = (await get('/api/workspaces')).json<{ id: string; role: string }[]>();
      expect(workspaces).toEqual([
        expect.objectContaining({ id: personId, role: 'owner', personal: true, current: true }),
      ]);

      // Every id of theirs, listed.
      const videos = (await get('/api/videos')).json<{ id: string }[]>();
      expect(sorted(videos)).toEqual(await idsIn('videos', personId));
      const accounts = (await get('/api/accounts')).json<{ id: string }[]>();
      expect(sorted(accounts)).toEqual(await idsIn('accounts', personId));
      const credentials = (await get('/api/credentials')).json<{ id: string }[]>();
      expect(sorted(credentials)).toEqual(await idsIn('credentials', personId));
      const templates = (await get('/api/comment-templates')).json<{ id: string }[]>();
      expect(sorted(templates)).toEqual(await idsIn('comment_templates', personId));
      const categories = [
        ...(await get('/api/video-categories')).json<{ id: string }[]>(),
        ...(await get('/api/comment-categories')).json<{ id: string }[]>(),
      ];
      expect(sorted(categories)).toEqual(await idsIn('categories', personId));
      const batches = (await get('/api/batches?limit=100')).json<{ id: string }[]>();
      expect(sorted(batches)).toEqual(await idsIn('batches', personId));

      // Each batch by its id, with every comment of it, page by page.
      for (const { id } of batches) {
        expect((await get(`/api/batches/${id}`)).statusCode).toBe(200);
        let read = 0;
        let after = -1;
        for (;;) {
          const page = (await get(`/api/batches/${id}/comments?after=${after}&limit=1000`)).json<
            { position: number }[]
          >();
          read += page.length;
          if (page.length < 1000) break;
          after = page.at(-1)!.position;
        }
        const { rows } = await pool.query<{ n: number }>(
          'select count(*)::int as n from comments where batch_id = $1',
          [id],
        );
        expect(read, `comments of batch ${id}`).toBe(rows[0]!.n);
      }
      for (const { id } of videos.slice(0, 20)) {
        expect((await get(`/api/videos/${id}`)).statusCode).toBe(200);
      }
      for (const { id } of accounts.slice(0, 20)) {
        expect((await get(`/api/accounts/${id}/windows`)).statusCode).toBe(200);
      }

      // Nobody else's, by any id.
      const { rows: others } = await pool.query<{ table: string; id: string }>(
        `select 'batches' as table, id from batches where workspace_id <> $1
         union all (select 'videos', id from videos where workspace_id <> $1 limit 20)
         union all (select 'accounts', id from accounts where workspace_id <> $1 limit 20)
         union all select 'credentials', id from credentials where workspace_id <> $1`,
        [personId],
      );
      expect(others.length).toBeGreaterThan(0);
      const path = {
        batches: (id: string) => `/api/batches/${id}`,
        videos: (id: string) => `/api/videos/${id}`,
        accounts: (id: string) => `/api/accounts/${id}/windows`,
        credentials: (id: string) => `/api/credentials/${id}/accounts`,
      } as Record<string, (id: string) => string>;
      for (const { table, id } of others) {
        expect((await get(path[table]!(id))).statusCode, `${table} ${id}`).toBe(404);
      }
    }
  }, 120_000);
});

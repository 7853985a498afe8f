import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { register } from '@server/test/scenario';
import { useTestApp } from '@server/test/use-test-app';

// docs/architecture.md §10: every person has a personal workspace, whose id is theirs, and is its
// owner (migration 0042).
const t = useTestApp();
const list = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/workspaces', headers: cookie ? { cookie } : {} });

describe('workspaces', () => {
  it("list a person's own: their personal one, as its owner, and none of anyone else's", async () => {
    const alice = await register(t, 'alice');
    const bob = await register(t, 'bob');
    const answer = await list(alice.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([
      { id: alice.userId, name: alice.email, role: 'owner', personal: true, current: true },
    ]);
    expect((await list(bob.cookie)).json()).toEqual([
      { id: bob.userId, name: bob.email, role: 'owner', personal: true, current: true },
    ]);
    expect((await list()).statusCode).toBe(401);
  });

  it('are given to those who were here before, once, and go with the person', async () => {
    // As before migration 0042: people without one.
    await t.pool.query('alter table users disable trigger users_personal_workspace');
    const { rows } = await t.pool.query<{ id: string }>(
      `insert into users (email, full_name) values ('before@example.com', '  Ada Lovelace '),
                                                  ('nameless@example.com', '') returning id`,
    );
    await t.pool.query('alter table users enable trigger users_personal_workspace');
    const ids = rows.map((row) => row.id);
    const count = async () =>
      (
        await t.pool.query<{ n: number }>(
          `select count(*)::int as n from workspaces w
             join workspace_members m on m.workspace_id = w.id and m.user_id = w.id
            where w.id = any($1::uuid[]) and w.personal_of = w.id and m.role = 'owner'`,
          [ids],
        )
      ).rows[0]!.n;
    expect(await count()).toBe(0);

    // The migration's last statement, run over them, then again.
    const migration = readFileSync(
      new URL('../../db/migrations/0042_workspaces.sql', import.meta.url),
      'utf8',
    );
    const everyone = migration.split('--> statement-breakpoint').at(-1)!;
    await t.pool.query(everyone);
    await t.pool.query(everyone);
    expect(await count()).toBe(2);
    const { rows: names } = await t.pool.query<{ name: string }>(
      'select name from workspaces where id = any($1::uuid[]) order by name',
      [ids],
    );
    expect(names.map((row) => row.name)).toEqual(['Ada Lovelace', 'nameless@example.com']);

    await t.pool.query('delete from users where id = any($1::uuid[])', [ids]);
    expect(await count()).toBe(0);
    const { rows: left } = await t.pool.query(
      `select 1 from workspaces where id = any($1::uuid[])
       union all select 1 from workspace_members where user_id = any($1::uuid[])`,
      [ids],
    );
    expect(left).toHaveLength(0);
  });
});

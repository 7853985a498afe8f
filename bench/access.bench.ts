import { findSessionUser } from '@server/modules/auth/auth.repository';
import { hashToken } from '@server/modules/auth/auth.service';
import { ms, startBenchApp, timeRun } from './bench-app';

/** The session's look-up as it was before migration 0042: the person, without their access. */
const LOOKUP_BEFORE = `
  select s.id, s.last_seen_at, u.id, u.email, u.full_name, u.avatar, u.email_verified_at,
         u.language, u.time_zone
    from sessions s join users u on u.id = s.user_id
   where s.token_hash = $1 and s.expires_at > now()
   limit 1`;

/** The same with the workspace and role, as `findSessionUser` writes it. */
const LOOKUP_NOW = LOOKUP_BEFORE.replace(
  'u.time_zone',
  `u.time_zone,
         (select json_build_object('workspaceId', m.workspace_id, 'role', m.role)
            from workspace_members m
           where m.user_id = u.id and m.workspace_id in (s.workspace_id, u.id)
           order by m.workspace_id = s.workspace_id desc nulls last
           limit 1)`,
);

/**
 * docs/architecture.md §10: what resolving a request's workspace and role adds to the session's
 * look-up, which every API request makes: 10,000 people, the measured one a member of 1,000
 * workspaces, their session acting in one of them; 2,000 runs of each, in turns.
 */
export async function accessBenchmark() {
  const t = await startBenchApp();
  try {
    await t.pool.query(
      `insert into users (email) select 'person-' || i || '@example.com'
         from generate_series(1, 10000) as i`,
    );
    const { rows } = await t.pool.query<{ id: string }>(
      `insert into workspaces (name) select 'Shared ' || i from generate_series(1, 1000) as i
       returning id`,
    );
    const ids = rows.map((row) => row.id);
    await t.pool.query(
      `insert into workspace_members (workspace_id, user_id, role)
       select w, $1, 'editor' from unnest($2::uuid[]) as w`,
      [t.userId, ids],
    );
    await t.pool.query('update sessions set workspace_id = $2 where user_id = $1', [
      t.userId,
      ids[500],
    ]);
    await t.pool.query('vacuum analyze');
    const tokenHash = hashToken(decodeURIComponent(t.cookie.split('=')[1]!));
    const client = await t.pool.connect();
    try {
      const product = async () => {
        const found = await findSessionUser(t.db, tokenHash);
        if (found?.access?.workspaceId !== ids[500]) throw new Error('not the chosen workspace');
      };
      const raw = (name: string, text: string) => () =>
        client.query({ name, text, values: [tokenHash] });
      const runs = {
        product,
        now: raw('lookup_now', LOOKUP_NOW),
        before: raw('lookup_before', LOOKUP_BEFORE),
      };
      const p50s: Record<keyof typeof runs, number[]> = { product: [], now: [], before: [] };
      for (const run of Object.values(runs)) await timeRun(200, run);
      for (let round = 0; round < 10; round++) {
        for (const [name, run] of Object.entries(runs)) {
          p50s[name as keyof typeof runs].push((await timeRun(200, run)).p50);
        }
      }
      const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
      const row = async (label: string, name: keyof typeof runs) =>
        `| ${label} | ${ms(median(p50s[name]))} | ${ms((await timeRun(2000, runs[name])).p95)} |`;
      return [
        '## Resolving access with the session',
        '',
        "The session's look-up that every API request makes, in this process on one connection, with",
        '10,000 people; the measured person a member of 1,000 workspaces, the session acting in one of',
        'them: as the server makes it (through drizzle), and its statement alone beside the statement',
        'before 0042 (the same without the workspace and role), on the same connection. p50: the',
        'median of 10 rounds of 200 runs taken in turns; p95: 2,000 runs each.',
        '',
        '| Look-up | p50 | p95 |',
        '| --- | --- | --- |',
        await row('`findSessionUser`, through drizzle', 'product'),
        await row('its statement alone', 'now'),
        await row('the statement before 0042', 'before'),
      ].join('\n');
    } finally {
      client.release();
    }
  } finally {
    await t.close();
  }
}

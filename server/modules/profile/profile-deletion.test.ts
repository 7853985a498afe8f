import { describe, expect, it } from 'vitest';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { postingHelpers } from '@server/test/posting';
import { currentUser } from '@server/test/scenario';
import { useTestInbox } from '@server/test/test-inbox';
import { usePlatformTestApp } from '@server/test/use-test-app';

// docs/security.md §8: deleting an account leaves nothing of it, and revokes its grants at Google.
const env: Record<string, string> = {};
const inbox = useTestInbox(env);
const t = usePlatformTestApp({ env });
const { send, setUp, launchText, drain } = postingHelpers(t);
const revokedChannels = () =>
  [...t.emu.state.refreshTokens.values()]
    .filter((token) => token.revoked)
    .map((token) => token.channel.id)
    .sort();

/**
 * Every table with a user_id column (the person's) or a workspace_id column (their personal
 * workspace's, which has their id), and how many rows they have in each.
 */
async function rowsOf(userId: string) {
  const { rows: columns } = await t.pool.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t using (table_schema, table_name)
      where c.column_name in ('user_id', 'workspace_id') and c.table_schema = 'public'
        and t.table_type = 'BASE TABLE'`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table, column_name: column } of columns) {
    const { rows } = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from "${table}" where "${column}" = $1`,
      [userId],
    );
    if (rows[0]!.n) counts[`${table}.${column}`] = rows[0]!.n;
  }
  for (const table of ['users', 'workspaces']) {
    const found = await t.pool.query(`select 1 from ${table} where id = $1`, [userId]);
    if (found.rowCount) counts[table] = found.rowCount;
  }
  return counts;
}

describe('deleting the account', () => {
  it('takes the password, revokes every grant, deletes every row and says so by email', async () => {
    const user = await setUp([DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels], ['vidAAAAAAA1']);
    const other = await setUp([DEMO_CHANNEL.bobBuilds], ['vidAAAAAAA1']);
    const batch = await launchText(user.cookie, user.accountIds, user.videoIds, 'Goodbye');
    await drain(user.cookie, batch.id);
    await send('POST', '/api/webhooks', user.cookie, {
      url: 'https://hooks.example.com/x',
      events: ['batch.finished'],
    }); // refused (no DNS here) or made: either way nothing may be left
    expect(Object.keys(await rowsOf(user.userId)).length).toBeGreaterThan(5);

    const wrong = await send('POST', '/api/account/delete', user.cookie, { password: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');

    const { rows: who } = await t.pool.query<{ email: string }>(
      'select email from users where id = $1',
      [user.userId],
    );
    const since = inbox.mails.at(-1)?.id ?? 0;
    const deleted = await send('POST', '/api/account/delete', user.cookie, {
      password: 'correct horse',
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ channelsRevoked: 2 });
    expect(deleted.headers['set-cookie']).toMatch(/mcm_session=;/);
    expect((await currentUser(t, user.cookie)).json()).toBeNull();
    expect(await rowsOf(user.userId)).toEqual({});
    expect(revokedChannels()).toEqual([DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels]);

    const goodbye = await inbox.waitFor(who[0]!.email, { since });
    expect(goodbye.subject).toBe('Your Multi-Comment Manager account was deleted');
    expect(goodbye.text).toContain(
      'The access your 2 YouTube channels gave the app was revoked at Google.',
    );

    // Nobody else lost anything.
    expect((await send('GET', '/api/accounts', other.cookie)).json()).toHaveLength(1);
    const { rows } = await t.pool.query(
      'select count(*)::int as n from videos where workspace_id = $1',
      [other.workspaceId],
    );
    expect(rows[0].n).toBe(1);
  });

  it('asks an account without a password for a fresh Google sign-in', async () => {
    const user = await setUp([DEMO_CHANNEL.aliceCooks], []);
    await t.pool.query('update users set password_hash = null where id = $1', [user.userId]);
    await t.pool.query(
      `update sessions set created_at = now() - interval '1 hour' where user_id = $1`,
      [user.userId],
    );
    const stale = await send('POST', '/api/account/delete', user.cookie, {});
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('REAUTH_NEEDED');
    await t.pool.query(`update sessions set created_at = now() where user_id = $1`, [user.userId]);
    const fresh = await send('POST', '/api/account/delete', user.cookie, {});
    expect(fresh.statusCode).toBe(200);
    expect(await rowsOf(user.userId)).toEqual({});
  });
});

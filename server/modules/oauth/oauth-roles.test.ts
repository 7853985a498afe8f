import { describe, expect, it } from 'vitest';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { addCredential, register, setRole } from '@server/test/scenario';
import { useOAuthTestApp } from './oauth.test-helpers';

// docs/architecture.md §10: connecting a channel needs a role that may (channels.write), on the
// routes Google's round trip goes through, which are outside the signed-in tree's access check.
const { t, count } = useOAuthTestApp();

describe('connecting a channel as a member whose role may not', () => {
  it('is refused before Google is asked, with a reason the web explains', async () => {
    const person = await register(t, 'editor');
    const credential = await addCredential(t, person.cookie);
    await setRole(t, person.userId, 'editor');
    for (const path of [`/api/auth/google/credential/${credential.id}`, '/api/auth/google']) {
      const started = await t.app.inject({
        method: 'GET',
        url: path,
        headers: { cookie: person.cookie },
      });
      expect(started.statusCode, path).toBe(302);
      expect(started.headers.location, path).toBe('/auth?error=role_cannot_connect');
    }
    const { rows } = await t.pool.query('select 1 from oauth_states');
    expect(rows).toHaveLength(0);
  });

  it('connects nothing when the role is taken away before Google answers', async () => {
    const person = await register(t, 'demoted');
    const credential = await addCredential(t, person.cookie);
    const started = await t.app.inject({
      method: 'GET',
      url: `/api/auth/google/credential/${credential.id}`,
      headers: { cookie: person.cookie },
    });
    const google = new URL(started.headers.location!);
    const back = await fetch(`${t.emu.url}/o/oauth2/v2/auth/approve`, {
      method: 'POST',
      body: new URLSearchParams({
        ...Object.fromEntries(google.searchParams),
        channel_id: DEMO_CHANNEL.aliceCooks,
      }),
      redirect: 'manual',
    });
    await setRole(t, person.userId, 'viewer');
    const callback = new URL(back.headers.get('location')!);
    const binding = started.cookies.find((cookie) => cookie.name === 'mcm_oauth')!.value;
    const finished = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: `${person.cookie}; mcm_oauth=${binding}` },
    });
    expect(finished.headers.location).toBe('/auth?error=role_cannot_connect');
    expect(await count('accounts')).toBe(0);
  });
});

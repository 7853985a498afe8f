import { describe, expect, it } from 'vitest';
import { json } from '@server/test/api-request';
import { sessionCookie } from '@server/test/test-app';
import { PASSWORD, useMailTestApp } from '../auth/auth.test-helpers';

// docs/security.md §8: the password and the sessions on the account page, its emails through a
// real SMTP server on TCP.
const { t, inbox, send, signUp, login } = useMailTestApp();

describe('password and sessions on the account page', () => {
  it('changes the password with the current one, signing out every other session only', async () => {
    const { email, cookie } = await signUp();
    const other = sessionCookie(await login(email, PASSWORD));
    const confirmation = await inbox.waitFor(email);
    const wrong = await send('POST', '/api/account/password', cookie, {
      currentPassword: 'not it at all',
      newPassword: 'violet lantern orbit',
    });
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    const right = await send('POST', '/api/account/password', cookie, {
      currentPassword: PASSWORD,
      newPassword: 'violet lantern orbit',
    });
    expect(right.statusCode).toBe(204);
    expect((await send('GET', '/api/auth/current-user', cookie)).json()).toMatchObject({ email });
    expect((await send('GET', '/api/auth/current-user', other)).json()).toBeNull();
    expect((await inbox.waitFor(email, { since: confirmation.id })).subject).toMatch(
      /password was changed/,
    );
  });

  it('lists the sessions with their device, ends one, and signs out everywhere else', async () => {
    const { email, cookie } = await signUp();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        ...json,
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1',
      },
      payload: JSON.stringify({ email, password: PASSWORD }),
    });
    await login(email, PASSWORD);
    const sessions = (await send('GET', '/api/account/sessions', cookie)).json<
      { id: string; current: boolean; userAgent: string | null }[]
    >();
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.some((s) => s.userAgent?.includes('iPhone'))).toBe(true);

    const iphone = sessions.find((s) => s.userAgent?.includes('iPhone'))!;
    expect((await send('DELETE', `/api/account/sessions/${iphone.id}`, cookie)).statusCode).toBe(
      204,
    );
    const stranger = await signUp();
    const notTheirs = await send(
      'DELETE',
      `/api/account/sessions/${sessions.find((s) => s.current)!.id}`,
      stranger.cookie,
    );
    expect(notTheirs.statusCode).toBe(404);

    const others = await send('POST', '/api/account/sessions/sign-out-others', cookie);
    expect(others.json()).toEqual({ signedOut: 1 });
    expect((await send('GET', '/api/account/sessions', cookie)).json()).toHaveLength(1);
  });

  it('remembers the language its emails are written in', async () => {
    const { cookie } = await signUp();
    expect(
      (await send('PUT', '/api/account/language', cookie, { language: 'zh-CN' })).statusCode,
    ).toBe(204);
    expect((await send('GET', '/api/account', cookie)).json()).toMatchObject({
      language: 'zh-CN',
      mailEnabled: true,
      hasPassword: true,
    });
  });
});

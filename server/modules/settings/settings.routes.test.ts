import { describe, expect, it } from 'vitest';
import { json } from '@server/test/api-request';
import { signUp } from '@server/test/scenario';
import { useTestApp } from '@server/test/use-test-app';

const t = useTestApp({ env: { PUBLIC_URL: 'https://comments.example.com' } });

const read = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/settings', headers: { cookie } });
const save = (cookie: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/settings',
    headers: { ...json, cookie },
    payload: JSON.stringify(body),
  });

describe('settings', () => {
  it('starts at the responsible-use defaults, with the configured domain', async () => {
    const cookie = await signUp(t);
    expect((await read(cookie)).json()).toEqual({
      customDomain: 'comments.example.com',
      pacingSeconds: 30,
      dailyCapPerChannel: 100,
      pauseAll: false,
      pauseHiddenChannels: true,
    });
  });

  it('changes only the fields sent, and keeps them', async () => {
    const cookie = await signUp(t);
    expect((await save(cookie, { pacingSeconds: 45 })).json()).toMatchObject({
      pacingSeconds: 45,
      dailyCapPerChannel: 100,
    });
    await save(cookie, { pauseAll: true, dailyCapPerChannel: 20 });
    expect((await read(cookie)).json()).toMatchObject({
      pacingSeconds: 45,
      dailyCapPerChannel: 20,
      pauseAll: true,
    });
  });

  it.each([
    ['pacing under one second', { pacingSeconds: 0 }],
    ['a fractional pacing', { pacingSeconds: 1.5 }],
    ['a daily cap of zero', { dailyCapPerChannel: 0 }],
    ['a daily cap over 10,000', { dailyCapPerChannel: 10_001 }],
    ['pause as text', { pauseAll: 'yes' }],
  ])('refuses %s and keeps what was saved', async (_case, body) => {
    const cookie = await signUp(t);
    await save(cookie, { pacingSeconds: 60 });
    const response = await save(cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect((await read(cookie)).json()).toMatchObject({
      pacingSeconds: 60,
      dailyCapPerChannel: 100,
    });
  });

  it("keeps each user's settings their own", async () => {
    const a = await signUp(t, 'a');
    const b = await signUp(t, 'b');
    await save(a, { pauseAll: true, pacingSeconds: 5 });
    expect((await read(b)).json()).toMatchObject({ pauseAll: false, pacingSeconds: 30 });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(401);
  });
});

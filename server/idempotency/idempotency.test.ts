import { describe, expect, it } from 'vitest';
import type { CreatedToken } from '@core/api/tokens.schema';
import { json, sender } from '@server/test/api-request';
import { rowCount } from '@server/test/counts';
import { register } from '@server/test/scenario';
import { useTestApp } from '@server/test/use-test-app';

// docs/api.md §4: a write sent again with its Idempotency-Key is answered as the first time and
// done once. IDEMPOTENCY_WAIT_SECONDS is short here, for the request that finds its key taken.
const t = useTestApp({ env: { IDEMPOTENCY_WAIT_SECONDS: '0.3', WEBHOOKS_ALLOW_PRIVATE: 'true' } });
const send = sender(t);
const templates = () => rowCount(t, 'comment_templates');

async function makeToken(cookie: string) {
  const made = await send('POST', '/api/tokens', cookie, {
    name: 'Script',
    scopes: ['read', 'templates:write'],
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json<CreatedToken>().token;
}

/** A write with a key, as a script sends it (a token) or as the web does (a session cookie). */
const write = (
  caller: { token: string } | { cookie: string },
  key: string | undefined,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/comment-templates',
    headers: {
      ...json,
      ...('token' in caller ? { authorization: `Bearer ${caller.token}` } : caller),
      ...(key === undefined ? {} : { 'idempotency-key': key }),
      ...headers,
    },
    payload: JSON.stringify(body),
  });

const auditLines = async (kind: string) =>
  (await t.pool.query('select 1 from audit_events where kind = $1', [kind])).rowCount;

describe('an Idempotency-Key', () => {
  it('answers the same key and body with the first answer, and does the work once', async () => {
    const ada = await register(t, 'ada');
    const token = await makeToken(ada.cookie);
    const first = await write({ token }, 'import-2026-11-29', { content: 'Hello there' });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    // The same body with its keys in another order is the same request.
    const again = await write({ token }, 'import-2026-11-29', { content: 'Hello there' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(await templates()).toBe(1);

    // Without the key, the same write is a new one (and refused as a copy of the first).
    const unkeyed = await write({ token }, undefined, { content: 'Hello there' });
    expect(unkeyed.json()).toMatchObject({ code: 'TEMPLATE_SIMILAR' });
  });

  it('records the work once in the audit log, however many times it is answered', async () => {
    const ada = await register(t, 'ada');
    const credential = {
      name: 'My project',
      clientId: 'one-client.apps.googleusercontent.com',
      clientSecret: 'GOCSPX-test-secret',
    };
    const add = (body: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/credentials',
        headers: { ...json, cookie: ada.cookie, 'idempotency-key': 'add-project' },
        payload: JSON.stringify(body),
      });
    const first = await add(credential);
    // The same body with its fields in another order is the same request.
    const { clientSecret, ...rest } = credential;
    const again = await add({ clientSecret, ...rest });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect(await rowCount(t, 'credentials')).toBe(1);
    expect(await auditLines('credential.added')).toBe(1);
  });

  it('keeps the answer sealed: a webhook’s secret, shown once, is not at rest in plain text', async () => {
    const ada = await register(t, 'ada');
    const create = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/webhooks',
        headers: { ...json, cookie: ada.cookie, 'idempotency-key': 'hook' },
        payload: JSON.stringify({ url: 'http://127.0.0.1:9/hook', events: ['batch.finished'] }),
      });
    const first = await create();
    expect(first.statusCode, first.body).toBe(201);
    const { secret } = first.json<{ secret: string }>();
    const { rows } = await t.pool.query<{ body: string }>('select body from idempotency_keys');
    expect(rows[0]!.body).not.toContain(secret);
    expect(rows[0]!.body).not.toContain('127.0.0.1');
    // Given again to the one that made it, as the same answer.
    expect((await create()).json()).toEqual(first.json());
    expect(await rowCount(t, 'webhooks')).toBe(1);
  });

  it('refuses the same key with another request, and changes nothing', async () => {
    const ada = await register(t, 'ada');
    const token = await makeToken(ada.cookie);
    await write({ token }, 'k1', { content: 'First text' });
    const other = await write({ token }, 'k1', { content: 'Another text entirely' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await templates()).toBe(1);
  });

  it('belongs to its token or session: another caller’s same key is its own', async () => {
    const ada = await register(t, 'ada');
    const [one, two] = [await makeToken(ada.cookie), await makeToken(ada.cookie)];
    expect(
      (await write({ token: one }, 'same', { content: 'From the first script' })).statusCode,
    ).toBe(201);
    expect(
      (await write({ token: two }, 'same', { content: 'From the second script' })).statusCode,
    ).toBe(201);
    const web = await write({ cookie: ada.cookie }, 'same', { content: 'From the web app' });
    expect(web.statusCode).toBe(201);
    expect(await templates()).toBe(3);
    // The session's key holds for the session too.
    const webAgain = await write({ cookie: ada.cookie }, 'same', { content: 'From the web app' });
    expect(webAgain.headers['idempotent-replayed']).toBe('true');
    expect(await templates()).toBe(3);
  });

  it.each([
    ['empty', ''],
    ['over 255 characters', 'k'.repeat(256)],
  ])('is refused when %s, with 400 and nothing done', async (_case, key) => {
    const ada = await register(t, 'ada');
    const response = await write({ token: await makeToken(ada.cookie) }, key, { content: 'Hi' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await templates()).toBe(0);
  });

  it('keeps the answer as written, not as compressed for the first client', async () => {
    const ada = await register(t, 'ada');
    const token = await makeToken(ada.cookie);
    const content = 'A long template that makes an answer worth compressing. '.repeat(40);
    const first = await write({ token }, 'long', { content }, { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const again = await write({ token }, 'long', { content });
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.json()).toMatchObject({ content: content.trim() });
  });

  it('tells a request whose key another still holds to come back, and one whose holder stopped that its end is unknown', async () => {
    const ada = await register(t, 'ada');
    const token = await makeToken(ada.cookie);
    // The first request is held inside its work: its insert waits for this lock.
    const blocker = await t.pool.connect();
    await blocker.query('begin; lock table comment_templates in exclusive mode');
    try {
      const first = write({ token }, 'slow', { content: 'Taking its time' });
      await expect
        .poll(async () => (await t.pool.query('select 1 from idempotency_keys')).rowCount)
        .toBe(1);
      const meanwhile = await write({ token }, 'slow', { content: 'Taking its time' });
      expect(meanwhile.statusCode).toBe(409);
      expect(meanwhile.json()).toMatchObject({ code: 'IDEMPOTENCY_IN_PROGRESS' });
      expect(meanwhile.headers['retry-after']).toBe('1');
      // Another body is refused at once, even while the first is handled.
      expect((await write({ token }, 'slow', { content: 'Other' })).statusCode).toBe(422);

      // Held for an hour, by the database's clock: its process stopped before it answered.
      await t.pool.query(`update idempotency_keys set created_at = now() - interval '1 hour'`);
      const late = await write({ token }, 'slow', { content: 'Taking its time' });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 'IDEMPOTENCY_UNFINISHED' });

      await blocker.query('rollback');
      expect((await first).statusCode).toBe(201);
      const replayed = await write({ token }, 'slow', { content: 'Taking its time' });
      expect(replayed.headers['idempotent-replayed']).toBe('true');
      expect(await templates()).toBe(1);
    } finally {
      await blocker.query('rollback').catch(() => undefined);
      blocker.release();
    }
  });

  it('is free again once its 24 hours are over', async () => {
    const ada = await register(t, 'ada');
    const token = await makeToken(ada.cookie);
    await write({ token }, 'daily', { content: 'Monday' });
    await t.pool.query(`update idempotency_keys set expires_at = now() - interval '1 second'`);
    const later = await write({ token }, 'daily', { content: 'Tuesday' });
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await templates()).toBe(2);
  });
});

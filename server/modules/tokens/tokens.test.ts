import { describe, expect, it } from 'vitest';
import type { CreatedToken } from '@core/api/tokens.schema';
import { json, sender } from '@server/test/api-request';
import { addTemplate, joinWorkspace, register, setRole } from '@server/test/scenario';
import { useTestApp } from '@server/test/use-test-app';

// docs/api.md: API tokens, made signed in, used with `Authorization: Bearer`.
const t = useTestApp();
const send = sender(t);

/** A token made by the person of `cookie` in the workspace their session acts in. */
async function makeToken(cookie: string, body: Record<string, unknown>) {
  const made = await send('POST', '/api/tokens', cookie, { name: 'Script', ...body });
  expect(made.statusCode, made.body).toBe(201);
  return made.json<CreatedToken>();
}

/** A request with the token alone: no cookie, no Origin. */
const withToken = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : json),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });

const auditKinds = async (workspaceId: string) =>
  (
    await t.pool.query<{ kind: string }>(
      `select kind from audit_events where workspace_id = $1 and kind like 'token.%' order by id`,
      [workspaceId],
    )
  ).rows.map((row) => row.kind);

describe('an API token', () => {
  it('is shown once, kept as a hash, and acts for its person in their workspace', async () => {
    const ada = await register(t, 'ada');
    await addTemplate(t, ada.cookie, 'A template of Ada');
    const made = await makeToken(ada.cookie, { scopes: ['read', 'templates:write'] });
    expect(made.token).toMatch(/^mcm_[\w-]{43}$/);
    expect(made).toMatchObject({ name: 'Script', prefix: made.token.slice(0, 8), revokedAt: null });

    // Never again: not in the list, not in the database.
    const listed = await send('GET', '/api/tokens', ada.cookie);
    expect(listed.json()).toEqual([expect.objectContaining({ id: made.id, scopes: made.scopes })]);
    expect(listed.body).not.toContain(made.token);
    const { rows } = await t.pool.query('select * from api_tokens');
    expect(JSON.stringify(rows)).not.toContain(made.token.slice(8));

    // A script's call: no cookie, no Origin, and none given back.
    const read = await withToken(made.token, 'GET', '/api/comment-templates');
    expect(read.statusCode).toBe(200);
    expect(read.json<{ content: string }[]>().map((row) => row.content)).toEqual([
      'A template of Ada',
    ]);
    const written = await withToken(made.token, 'POST', '/api/comment-templates', {
      content: 'Written by a script',
    });
    expect(written.statusCode).toBe(201);
    expect(written.headers['set-cookie']).toBeUndefined();
    const { rows: used } = await t.pool.query<{ last_used_at: Date | null; last_used_ip: string }>(
      'select last_used_at, last_used_ip from api_tokens where id = $1',
      [made.id],
    );
    expect(used[0]).toMatchObject({ last_used_at: expect.any(Date), last_used_ip: '127.0.0.1' });
    expect(await auditKinds(ada.userId)).toContain('token.created');
  });

  it('does only what its scopes allow, and nothing of its person’s own', async () => {
    const ada = await register(t, 'ada');
    const { token } = await makeToken(ada.cookie, { scopes: ['read'] });
    const refused = await withToken(token, 'POST', '/api/comment-templates', { content: 'No' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'TOKEN_SCOPE', detail: 'templates:write' });
    const { rows } = await t.pool.query('select 1 from comment_templates');
    expect(rows).toEqual([]);
    expect(await auditKinds(ada.userId)).toEqual(['token.created', 'token.refused']);

    // The person's account and tokens are theirs, signed in; who they are may be read.
    for (const [method, url, body] of [
      ['POST', '/api/tokens', { name: 'More', scopes: ['read'] }],
      ['GET', '/api/tokens', undefined],
      ['POST', '/api/account/password', { currentPassword: 'x', newPassword: 'y' }],
      ['GET', '/api/account/sessions', undefined],
      ['POST', '/api/workspace/leave', {}],
    ] as const) {
      const answer = await withToken(token, method, url, body);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json().code, url).toBe('TOKEN_NOT_ALLOWED');
    }
    expect((await withToken(token, 'GET', '/api/account')).json().email).toBe(ada.email);
  });

  it('answers 401 alike when unknown, malformed, revoked or expired, and 400 beside a cookie', async () => {
    const ada = await register(t, 'ada');
    const made = await makeToken(ada.cookie, { scopes: ['read'] });
    const other = await makeToken(ada.cookie, { scopes: ['read'] });
    const unknown = `mcm_${'A'.repeat(43)}`;
    for (const token of [unknown, 'not a token', '']) {
      const answer = await withToken(token, 'GET', '/api/videos');
      expect(answer.statusCode, token).toBe(401);
      expect(answer.json().code).toBe('API_TOKEN_INVALID');
    }
    const both = await t.app.inject({
      method: 'GET',
      url: '/api/videos',
      headers: { authorization: `Bearer ${made.token}`, cookie: ada.cookie },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Send either a session cookie or an API token, not both.',
    });

    expect((await send('DELETE', `/api/tokens/${made.id}`, ada.cookie)).statusCode).toBe(204);
    expect((await withToken(made.token, 'GET', '/api/videos')).statusCode).toBe(401);
    await t.pool.query(
      `update api_tokens set expires_at = now() - interval '1 second' where id = $1`,
      [other.id],
    );
    expect((await withToken(other.token, 'GET', '/api/videos')).statusCode).toBe(401);
    // A script still using them is in the audit log, once a minute for each.
    expect((await withToken(made.token, 'GET', '/api/videos')).statusCode).toBe(401);
    const listed = await send('GET', '/api/tokens', ada.cookie);
    expect(listed.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: made.id, revokedAt: expect.any(String) }),
      ]),
    );
    expect(await auditKinds(ada.userId)).toEqual([
      'token.created',
      'token.created',
      'token.revoked',
      'token.refused',
      'token.refused',
    ]);
    const { rows: refused } = await t.pool.query<{ subject_id: string; details: object }>(
      `select subject_id, details from audit_events where kind = 'token.refused' order by id`,
    );
    expect(refused).toEqual([
      {
        subject_id: made.id,
        details: { name: 'Script', request: 'GET /api/videos', reason: 'revoked' },
      },
      {
        subject_id: other.id,
        details: { name: 'Script', request: 'GET /api/videos', reason: 'expired' },
      },
    ]);
  });

  it('has no more than its person’s role allows, and stops with their membership', async () => {
    const owner = await register(t, 'owner');
    const ed = await register(t, 'ed');
    await joinWorkspace(t, ed, owner.userId, 'editor');

    const tooMuch = await send('POST', '/api/tokens', ed.cookie, {
      name: 'Too much',
      scopes: ['read', 'channels:write', 'webhooks:write'],
    });
    expect(tooMuch.statusCode).toBe(403);
    expect(tooMuch.json()).toMatchObject({
      code: 'SCOPE_NOT_ALLOWED',
      detail: 'channels:write, webhooks:write',
    });
    const made = await makeToken(ed.cookie, { scopes: ['read', 'templates:write'] });
    const template = { content: 'In the owner’s workspace' };
    expect(
      (await withToken(made.token, 'POST', '/api/comment-templates', template)).statusCode,
    ).toBe(201);
    const { rows } = await t.pool.query<{ workspace_id: string }>(
      'select workspace_id from comment_templates',
    );
    expect(rows).toEqual([{ workspace_id: owner.userId }]);

    // The role lost: what it granted is lost.
    await setRole(t, ed.userId, 'viewer');
    const demoted = await withToken(made.token, 'POST', '/api/comment-templates', template);
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json().code).toBe('FORBIDDEN');
    // The membership ended: the token finds nothing, on the next request.
    await send('DELETE', `/api/workspace/members/${ed.userId}`, owner.cookie);
    expect((await withToken(made.token, 'GET', '/api/comment-templates')).statusCode).toBe(401);
    const { rows: refused } = await t.pool.query<{ details: { reason?: string } }>(
      `select details from audit_events where workspace_id = $1 and kind = 'token.refused'
       order by id desc limit 1`,
      [owner.userId],
    );
    expect(refused[0]!.details.reason).toBe('notMember');
  });

  it('is one of at most 20 working ones per person and workspace', async () => {
    const ada = await register(t, 'ada');
    const made = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        makeToken(ada.cookie, { name: `T${i}`, scopes: ['read'] }),
      ),
    );
    const over = await send('POST', '/api/tokens', ada.cookie, { name: 'T21', scopes: ['read'] });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('TOO_MANY_TOKENS');
    await send('DELETE', `/api/tokens/${made[0]!.id}`, ada.cookie);
    await makeToken(ada.cookie, { name: 'T21', scopes: ['read'] });
  });
});

describe('the API’s description', () => {
  it('names the bearer scheme and, on each operation, the scope a token needs', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
      paths: Record<
        string,
        Record<
          string,
          {
            security?: Record<string, string[]>[];
            parameters?: { in: string; name: string; schema: { maxLength?: number } }[];
            responses: Record<string, unknown>;
          }
        >
      >;
    }>();
    expect(spec.components.securitySchemes.bearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const security = (path: string, method: string) => spec.paths[path]![method]!.security;
    expect(security('/api/comment-templates', 'post')).toEqual([
      { session: [] },
      { bearer: ['templates:write'] },
    ]);
    expect(security('/api/batches/{id}/approve', 'post')).toEqual([
      { session: [] },
      { bearer: ['batches:approve'] },
    ]);
    expect(security('/api/videos', 'get')).toEqual([{ session: [] }, { bearer: ['read'] }]);
    // What no token may do says so by naming the session alone.
    expect(security('/api/tokens', 'post')).toEqual([{ session: [] }]);
    expect(security('/api/workspace/members/{id}', 'delete')).toEqual([{ session: [] }]);

    // docs/api.md §3: the token's 429 wherever a token may call; the key on the writes that take one.
    const operation = (path: string, method: string) => spec.paths[path]![method]!;
    const statuses = (path: string, method: string) =>
      Object.keys(operation(path, method).responses);
    const keyHeader = (path: string, method: string) =>
      operation(path, method).parameters?.find(
        (parameter) => parameter.in === 'header' && parameter.name === 'idempotency-key',
      );
    expect(statuses('/api/batches', 'post')).toEqual(
      expect.arrayContaining(['201', '409', '422', '429']),
    );
    expect(keyHeader('/api/batches', 'post')).toMatchObject({ schema: { maxLength: 255 } });
    expect(keyHeader('/api/comments/{id}/resend', 'post')).toBeDefined();
    expect(statuses('/api/videos', 'get')).toContain('429');
    expect(keyHeader('/api/batches/{id}/{action}', 'post')).toBeUndefined();
    expect(statuses('/api/tokens', 'post')).not.toContain('429');
  });
});

import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createLogger, redactUrl } from './logger';
import { sessionCookie, TEST_APP_SECRET, WITHOUT_LOAD_SHEDDING } from './test/test-app';
import { createTestDatabase } from './test/test-database';
import { useTestInbox } from './test/test-inbox';

const lines: string[] = [];
let close: () => Promise<void>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: Awaited<ReturnType<typeof buildApp>>;
const env: Record<string, string> = {};
const inbox = useTestInbox(env);

const configWith = (more: Record<string, string>) =>
  loadConfig({
    WEB_DIST_DIR: '/nonexistent',
    APP_SECRET: TEST_APP_SECRET,
    MAIL_RETRY_BASE_MS: '100',
    ...WITHOUT_LOAD_SHEDDING,
    ...env,
    ...more,
  });

/** An app whose log, in the format and at the level `config` says, goes into `into`. */
async function appLoggingTo(config: ReturnType<typeof loadConfig>, into: string[]) {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      into.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const built = await buildApp(
    { config, db: database.db },
    { loggerInstance: createLogger(config, destination) },
  );
  await built.ready();
  return built;
}

const parsed = (logged: string[]) =>
  logged.map(
    (line) =>
      JSON.parse(line) as {
        level: number;
        msg: string;
        req?: { method: string; url: string };
        res?: { statusCode: number };
        responseTime?: number;
      },
  );

beforeAll(async () => {
  database = await createTestDatabase();
  // Debug: the most a log holds, every request included.
  app = await appLoggingTo(configWith({ LOG_LEVEL: 'debug' }), lines);
  // This process sends the emails (ROLE=all's mail loop), its log the one read here.
  app.background.start(['mail']);
  close = async () => {
    await app.close();
    await database.close();
  };
});
afterAll(() => close());

describe('request logs', () => {
  it('are one line per request at debug: its method, URL, status and time', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/health' });
    const logged = parsed(lines);
    expect(logged.filter((entry) => entry.msg === 'incoming request')).toEqual([]);
    const completed = logged.filter((entry) => entry.msg === 'request completed');
    expect(completed).toEqual([
      expect.objectContaining({
        level: 20,
        req: expect.objectContaining({ method: 'GET', url: '/api/health' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('are not written at info', async () => {
    const logged: string[] = [];
    const quiet = await appLoggingTo(configWith({ LOG_LEVEL: 'info' }), logged);
    await quiet.inject({ method: 'GET', url: '/api/health' });
    await quiet.inject({ method: 'GET', url: '/api/nothing-here' });
    await quiet.close();
    expect(logged.join('\n')).not.toMatch(/incoming request|request completed|api\/health/);
  });

  it('never hold the code and state of an OAuth callback, but keep the path', async () => {
    lines.length = 0;
    await app.inject({
      method: 'GET',
      url: '/api/auth/google/callback?code=SECRET-CODE&state=SECRET-STATE&scope=email',
    });
    const log = lines.join('\n');
    expect(log).toContain('request completed');
    expect(log).toContain('/api/auth/google/callback?code=[redacted]&state=[redacted]&scope=email');
    expect(log).not.toContain('SECRET-CODE');
    expect(log).not.toContain('SECRET-STATE');
  });

  it('redact secrets on any route, whatever the case or encoding of the name', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/health?Access_Token=T1&%69d_token=T2&page=2' });
    const log = lines.join('\n');
    expect(log).toContain('/api/health?Access_Token=[redacted]&%69d_token=[redacted]&page=2');
    expect(log).not.toMatch(/T1|T2/);
  });

  it('stay redacted in the readable lines of a terminal', async () => {
    const logged: string[] = [];
    const pretty = await appLoggingTo(
      configWith({ LOG_LEVEL: 'debug', LOG_FORMAT: 'pretty' }),
      logged,
    );
    await pretty.inject({
      method: 'GET',
      url: '/api/auth/google/callback?code=SECRET-CODE&state=SECRET-STATE&scope=email',
    });
    await pretty.close();
    expect(logged).toContainEqual(
      expect.stringMatching(
        /^\[\d\d:\d\d:\d\d\] DEBUG: request completed GET \/api\/auth\/google\/callback\?code=\[redacted\]&state=\[redacted\]&scope=email \d{3} \d+ ms$/,
      ),
    );
    expect(logged.join('\n')).not.toMatch(/SECRET-CODE|SECRET-STATE/);
  });
});

/**
 * The email to `to` after `since`, or a failure that says where it stood: its row in the outbox
 * and what the mailer logged (a clean-clone run once timed out here, and passed alone).
 */
async function delivered(to: string, since = 0) {
  try {
    return await inbox.waitFor(to, { since });
  } catch (error) {
    const { rows } = await database.db.execute(
      sql`select status, attempts, next_attempt_at, now() as now, last_error from mail_outbox`,
    );
    const mailer = lines.filter((line) => /"name":"mail"|email/.test(line));
    throw new Error(
      `${(error as Error).message}; outbox: ${JSON.stringify(rows)}; log: ${mailer.join('\n')}`,
    );
  }
}

describe('the account emails', () => {
  it('leave no link token in the log: not the emails, their retries, the pages or the calls', async () => {
    lines.length = 0;
    const post = (url: string, body: unknown) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const tokenOf = (text: string) => /token=([\w-]+)/.exec(text)![1]!;
    // The SMTP server refuses the first: the retry is logged with its answer, not the email.
    inbox.refuseNext(1);
    const email = 'logged@example.com';
    const registered = await post('/api/auth/register', {
      email,
      password: 'correct horse battery',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const verify = tokenOf((await delivered(email)).text);
    const since = inbox.mails.at(-1)!.id;
    await post('/api/auth/forgot-password', { email });
    const reset = tokenOf((await delivered(email, since)).text);

    await app.inject({ method: 'GET', url: `/reset-password?token=${reset}` });
    await app.inject({ method: 'GET', url: `/verify-email?token=${verify}` });
    expect((await post('/api/auth/reset-password/check', { token: reset })).statusCode).toBe(204);
    const changed = await post('/api/auth/reset-password', {
      token: reset,
      password: 'another horse battery',
    });
    expect(changed.statusCode).toBe(204);
    expect((await post('/api/auth/verify-email', { token: verify })).statusCode).toBe(204);

    const log = lines.join('\n');
    expect(log).toContain('email not sent');
    expect(log).toContain('/reset-password?token=[redacted]');
    expect(log).not.toContain(verify);
    expect(log).not.toContain(reset);
  });
});

describe('API tokens', () => {
  it('never reach a log line, even at trace: not made, used, refused or sent malformed', async () => {
    const logged: string[] = [];
    const traced = await appLoggingTo(configWith({ LOG_LEVEL: 'trace' }), logged);
    const call = (
      method: 'GET' | 'POST',
      url: string,
      headers: Record<string, string>,
      body?: unknown,
    ) =>
      traced.inject({
        method,
        url,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        payload: body === undefined ? undefined : JSON.stringify(body),
      });
    const registered = await call(
      'POST',
      '/api/auth/register',
      {},
      {
        email: 'traced@example.com',
        password: 'correct horse battery',
      },
    );
    const cookie = sessionCookie(registered);
    const made = await call(
      'POST',
      '/api/tokens',
      { cookie },
      { name: 'Traced', scopes: ['read'] },
    );
    expect(made.statusCode).toBe(201);
    const { token } = made.json<{ token: string }>();
    const bearer = { authorization: `Bearer ${token}` };
    expect((await call('GET', '/api/videos', bearer)).statusCode).toBe(200);
    expect(
      (await call('POST', '/api/comment-templates', bearer, { content: 'No' })).statusCode,
    ).toBe(403);
    const keyed = { ...bearer, 'idempotency-key': 'k' };
    expect(
      (await call('POST', '/api/comment-templates', keyed, { content: 'No' })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/videos', { ...bearer, cookie })).statusCode).toBe(400);
    expect(
      (await call('GET', '/api/videos', { authorization: `Bearer ${token}x` })).statusCode,
    ).toBe(401);
    await traced.close();

    expect(logged.some((line) => line.includes('"level":10'))).toBe(true);
    const log = logged.join('\n');
    expect(log).toContain('/api/videos');
    // Neither the token nor its secret part (after the prefix the list shows).
    expect(log).not.toContain(token.slice(8));
  });
});

describe('redactUrl', () => {
  it.each([
    ['/a', '/a'],
    ['/a?', '/a?'],
    ['/a?code', '/a?code=[redacted]'],
    ['/a?error=access_denied&error_description=No', '/a?error=access_denied&error_description=No'],
    [
      '/a?client_secret=s&refresh_token=r&token=t&password=p&x=1',
      '/a?client_secret=[redacted]&refresh_token=[redacted]&token=[redacted]&password=[redacted]&x=1',
    ],
    ['/a?%E0%A4%A=1&state=s', '/a?%E0%A4%A=1&state=[redacted]'],
  ])('%s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

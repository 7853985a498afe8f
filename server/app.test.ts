import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { WITHOUT_LOAD_SHEDDING } from './test/test-app';
import { createTestDatabase } from './test/test-database';
import { useTestApp } from './test/use-test-app';

/** Routes anyone may call; every other /api route needs a session. */
const PUBLIC_ROUTES = [
  'GET /api/health',
  // docs/operations.md §2: the probes a supervisor and a load balancer read.
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/app-config',
  'GET /api/auth/current-user',
  'POST /api/auth/login',
  'POST /api/auth/register',
  // docs/security.md §8: a forgotten password, and links opened from an email in any browser.
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/reset-password/check',
  'POST /api/auth/verify-email',
  // docs/notifications.md §4: leaving the digest from its email, proved by a signed token.
  'POST /api/notifications/unsubscribe',
  // docs/architecture.md §10: an invitation's link shows what it invites to, signed in or not.
  'POST /api/invitations/preview',
  // Google sign-in: an anonymous visitor starts and finishes it; the answers are redirects.
  'GET /api/auth/google',
  'GET /api/auth/google/credential/{id}',
  'GET /api/auth/google/callback',
  'GET /api/auth/strategies',
  'GET /api/auth/debug',
];

const t = useTestApp({
  env: { CONTACT_1_NAME: '@mcm', CONTACT_1_URL: 'https://t.me/mcm' },
  reset: false,
});

/** An anonymous request to a route of the API reference, its path parameters filled in. */
const anonymously = (route: { method: string; url: string }) =>
  t.app.inject({
    method: route.method as 'GET',
    url: route.url.replace(/\{[^}]+\}/g, '00000000-0000-0000-0000-000000000000'),
    ...(route.method !== 'GET' && {
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    }),
  });

describe('route protection', () => {
  const routes = () => {
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    return Object.entries(paths).flatMap(([url, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url })),
    );
  };

  it('answers 401 to an anonymous caller on every /api route that is not public', async () => {
    const protectedRoutes = routes().filter(
      (r) => !PUBLIC_ROUTES.includes(`${r.method} ${r.url}`) && !r.url.startsWith('/api/docs'),
    );
    expect(protectedRoutes.length).toBeGreaterThan(0);
    for (const route of protectedRoutes) {
      const response = await anonymously(route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('lets an anonymous caller reach every public route', async () => {
    const documented = routes().map((r) => `${r.method} ${r.url}`);
    for (const route of PUBLIC_ROUTES) {
      expect(documented).toContain(route);
      const [method, url] = route.split(' ') as [string, string];
      const response = await anonymously({ method, url });
      expect(response.statusCode, route).not.toBe(401);
    }
  });
});

describe('system routes', () => {
  it('reports health with the database checked', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', version: '1.0.2' });
  });

  it('reports 503 when the database is unreachable', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(
      { config: loadConfig({ ...WITHOUT_LOAD_SHEDDING }), db: database.db },
      { logger: false },
    );
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The database is unreachable.',
    });
    await app.close();
  });

  it('gives the public settings the header needs, contact links only when configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(response.json()).toEqual({
      version: '1.0.2',
      contacts: [{ name: '@mcm', url: 'https://t.me/mcm' }],
      mailEnabled: false,
    });
  });

  it('documents the API as OpenAPI at /api/docs', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
    expect(Object.keys(spec.json().paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/health']),
    );
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/html/);
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Route GET /api/nothing-here not found',
    });
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the error handler', () => {
  it('hides the detail of a 5xx from the client and logs it with the request id', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const database = await createTestDatabase();
    const app = await buildApp(
      { config: loadConfig({ ...WITHOUT_LOAD_SHEDDING }), db: database.db },
      { loggerInstance: pino(sink) },
    );
    app.get('/api/explode', () => {
      throw new Error('secret database detail');
    });
    const response = await app.inject({ method: 'GET', url: '/api/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(response.body).not.toContain('secret');
    const logged = lines.map(
      (line) => JSON.parse(line) as { reqId?: string; err?: { message: string } },
    );
    expect(
      logged.find((entry) => entry.err?.message === 'secret database detail')?.reqId,
    ).toBeTruthy();
    await app.close();
    await database.close();
  });
});

describe('serving the web app', () => {
  let dist: string;
  let web: Awaited<ReturnType<typeof buildApp>>;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'mcm-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    await writeFile(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    database = await createTestDatabase();
    web = await buildApp(
      { config: loadConfig({ WEB_DIST_DIR: dist, ...WITHOUT_LOAD_SHEDDING }), db: database.db },
      { logger: false },
    );
  });
  afterAll(async () => {
    await web.close();
    await database.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers every page path with index.html so the browser router draws it', async () => {
    for (const url of ['/', '/videos', '/no/such/page']) {
      const response = await web.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>shell</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves fingerprinted assets as immutable', async () => {
    const response = await web.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('keeps unknown /api paths as JSON 404s', async () => {
    const response = await web.inject({ method: 'GET', url: '/api/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

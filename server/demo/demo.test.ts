import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../db/embedded-postgres';
import { fetchHonouringLoadShedding } from '../test/load-shed-retry';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { DEMO_LOGIN, DEMO_TEAMMATE } from './demo-seed';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';

/** Just enough of a browser: cookies by name, redirects followed by hand. */
function browser(baseUrl: string) {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      cookies.set(name!, value ?? '');
    }
  };
  const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return {
    async request(url: string, init: RequestInit = {}) {
      const target = url.startsWith('http') ? url : `${baseUrl}${url}`;
      const sameSite = target.startsWith(baseUrl);
      // Load shed by a busy machine: sent again after its Retry-After (load-shed-retry.ts).
      const response = await fetchHonouringLoadShedding(target, {
        ...init,
        redirect: 'manual',
        headers: { ...(sameSite ? { cookie: header() } : {}), ...(init.headers ?? {}) },
      });
      if (sameSite) remember(response);
      return response;
    },
  };
}

describe('npm run demo', () => {
  let dataDir: string;
  let server: ServerProcess;
  let mailWebPort: number;
  beforeAll(async () => {
    mailWebPort = await findFreePort();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mcm-demo-'));
    await chmod(dataDir, 0o755);
    server = await startServerProcess(
      {
        DATA_DIR: dataDir,
        WEB_DIST_DIR: '/nonexistent',
        EMULATOR_PORT: String(await findFreePort()),
        // Ports of its own: npm-scripts.test.ts may start a demo at the same time.
        DEMO_MAIL_SMTP_PORT: String(await findFreePort()),
        DEMO_MAIL_WEB_PORT: String(mailWebPort),
        LOG_LEVEL: 'warn',
      },
      'scripts/demo.ts',
      // Ready, not only alive: a process just started on a loaded machine sheds load for a few
      // seconds (503, docs/operations.md §3), and its readiness says when that has passed.
      { readyPath: '/api/health/ready' },
    );
  }, 120_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints the demo login, which signs in and finds the demo credential', async () => {
    expect(server.output()).toContain(`${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
    const me = browser(server.baseUrl);
    const login = await me.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_LOGIN),
    });
    expect(login.status).toBe(200);
    const credentials = (await (await me.request('/api/credentials')).json()) as { name: string }[];
    expect(credentials.map((c) => c.name)).toEqual(['Demo credential']);
    // docs/visibility.md: the demo checks with a key of its own, never shown.
    const key = await me.request('/api/settings/check-key');
    expect(await key.json()).toMatchObject({ status: 'unchecked' });
    expect(server.output()).toContain('hides Bob Builds');
    // A second person to invite into a workspace, who signs in too.
    expect(server.output()).toContain(DEMO_TEAMMATE.password);
    const sam = await browser(server.baseUrl).request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_TEAMMATE),
    });
    expect(sam.status).toBe(200);
  });

  it('connects two demo channels through the emulator, with no internet', async () => {
    const me = browser(server.baseUrl);
    await me.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_LOGIN),
    });
    const [credential] = (await (await me.request('/api/credentials')).json()) as { id: string }[];
    for (const channel of [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.bobBuilds]) {
      const start = await me.request(`/api/auth/google/credential/${credential!.id}`);
      const consent = new URL(start.headers.get('location')!);
      const approved = await me.request(`${consent.origin}/o/oauth2/v2/auth/approve`, {
        method: 'POST',
        body: new URLSearchParams({
          ...Object.fromEntries(consent.searchParams),
          channel_id: channel,
        }),
      });
      const callback = new URL(approved.headers.get('location')!);
      const back = await me.request(`${callback.pathname}${callback.search}`);
      expect(back.headers.get('location')).toMatch(/^\/accounts\?connected=/);
    }
    const accounts = (await (await me.request('/api/accounts')).json()) as {
      fullName: string;
      status: string;
    }[];
    expect(accounts.map((a) => [a.fullName, a.status])).toEqual([
      ['Alice Cooks', 'active'],
      ['Bob Builds', 'active'],
    ]);
  });

  it('runs the API walkthrough of docs/examples with a token, as docs/api.md §5 says', async () => {
    const me = browser(server.baseUrl);
    await me.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_LOGIN),
    });
    const made = await me.request('/api/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseUrl },
      body: JSON.stringify({
        name: 'Walkthrough',
        scopes: ['read', 'videos:write', 'batches:write', 'webhooks:write'],
      }),
    });
    expect(made.status).toBe(201);
    const { token } = (await made.json()) as { token: string };
    const walkthrough = spawnSync(process.execPath, ['docs/examples/api-walkthrough.mjs'], {
      env: {
        PATH: process.env.PATH,
        MCM_URL: server.baseUrl,
        MCM_TOKEN: token,
        MCM_VIDEO: 'walkThru001',
      },
      encoding: 'utf8',
      timeout: 150_000,
    });
    expect(walkthrough.stderr).toBe('');
    expect(walkthrough.status).toBe(0);
    expect(walkthrough.stdout).toContain('1. Acting as demo@example.com.');
    expect(walkthrough.stdout).toMatch(/5\. Batch [\w-]+ created once/);
    expect(walkthrough.stdout).toContain('6. Batch done: {"posted":1}.');
    expect(walkthrough.stdout).toMatch(/7\. Signed webhook [\w-]+: 1 of 1 posted\./);
  }, 180_000);

  it('offers "Sign in with Google" through its own server-level credential', async () => {
    const strategies = await fetch(`${server.baseUrl}/api/auth/strategies`).then((r) => r.json());
    expect(strategies).toEqual([{ id: 'server', name: 'Default', isDefault: true }]);
  });

  it('reads its emails in its own inbox, linked from its start message', async () => {
    const inbox = `http://127.0.0.1:${mailWebPort}`;
    expect(server.output()).toContain(`arrive at ${inbox}`);
    const forgot = await fetch(`${server.baseUrl}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_LOGIN.email }),
    });
    expect(forgot.status).toBe(202);
    await expect
      .poll(
        async () => {
          const mails = (await (await fetch(`${inbox}/mails`)).json()) as {
            to: string[];
            text: string;
          }[];
          return mails.find((m) => m.to.includes(DEMO_LOGIN.email))?.text ?? '';
        },
        { timeout: 15_000 },
      )
      .toMatch(/\/reset-password\?token=/);
    expect(await (await fetch(inbox)).text()).toContain('reset-password');
  });
});

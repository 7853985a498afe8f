import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findFreePort } from './db/embedded-postgres';
import { isAlive as alive } from './db/postgres-process';
import { TEST_APP_SECRET } from './test/test-app';
import { createTestDatabase } from './test/test-database';
import { until } from './test/worker-process';

/** Every process below `pid` now, from /proc. */
async function descendants(pid: number): Promise<number[]> {
  const children = new Map<number, number[]>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid)!.push(Number(entry));
  }
  const all: number[] = [];
  const walk = (p: number) =>
    (children.get(p) ?? []).forEach((child) => {
      all.push(child);
      walk(child);
    });
  walk(pid);
  return all;
}

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );

/**
 * What a supervisor does (docker stop, systemd, most process managers): start the npm script,
 * later send SIGTERM to the process it started, which is npm.
 */
async function sigtermToNpm(
  script: string[],
  env: Record<string, string>,
  ports: number[],
  ready: (output: () => string) => Promise<boolean> = () =>
    answers(`http://127.0.0.1:${env.PORT}/api/health`),
) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mcm-npm-'));
  await chmod(dataDir, 0o755);
  const npm = spawn('npm', script, {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/root',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    expect(await until(() => ready(() => output), 60_000), output).toBe(true);
    const tree = await descendants(npm.pid!);
    expect(tree.length).toBeGreaterThan(1); // the server, its PostgreSQL, ...

    npm.kill('SIGTERM');
    const stopped = await until(async () => tree.every((pid) => !alive(pid)), 8000);
    const left = tree.filter(alive);
    expect(stopped, `still running: ${left.join(', ')}`).toBe(true);
    for (const port of ports) expect(await answers(`http://127.0.0.1:${port}/`)).toBe(false);
  } finally {
    for (const pid of await descendants(npm.pid!)) process.kill(pid, 'SIGKILL');
    npm.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
}

describe.concurrent('SIGTERM to the npm scripts a supervisor starts', () => {
  it('`npm run worker`: the posting worker stops within seconds', async () => {
    const database = await createTestDatabase();
    try {
      await sigtermToNpm(
        ['run', 'worker'],
        { DATABASE_URL: database.url, APP_SECRET: TEST_APP_SECRET, LOG_LEVEL: 'info' },
        [],
        async (output) => output().includes('posting worker started'),
      );
    } finally {
      await database.close();
    }
  }, 90_000);

  it('`npm start`: the server and its embedded PostgreSQL stop within seconds', async () => {
    const port = await findFreePort();
    await sigtermToNpm(['start'], { PORT: String(port) }, [port]);
  }, 90_000);

  it('`npm run demo`: the server, its PostgreSQL and the emulator stop within seconds', async () => {
    const port = await findFreePort();
    // Four distinct ports (a port just freed may come back), the demo's inbox among them: the
    // demo's own test may run one at the same time.
    const ports = [port];
    while (ports.length < 4) {
      const next = await findFreePort();
      if (!ports.includes(next)) ports.push(next);
    }
    const [, emulatorPort, mailSmtpPort, mailWebPort] = ports.map(String);
    await sigtermToNpm(
      ['run', 'demo'],
      {
        PORT: String(port),
        EMULATOR_PORT: emulatorPort!,
        DEMO_MAIL_SMTP_PORT: mailSmtpPort!,
        DEMO_MAIL_WEB_PORT: mailWebPort!,
      },
      ports,
    );
  }, 90_000);
});

import { spawn, type ChildProcess } from 'node:child_process';
import { findFreePort } from '../db/embedded-postgres';

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts `server/main.ts` as `npm start` does (or another entry, such as the demo's or the
 * emulator's), and waits until `readyPath` (/api/health) answers.
 */
export async function startServerProcess(
  env: Record<string, string>,
  entry = 'server/main.ts',
  { portVariable = 'PORT', readyPath = '/api/health' } = {},
): Promise<ServerProcess> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', [portVariable]: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const baseUrl = `http://127.0.0.1:${port}`;
  // A new Node process compiles the server first: on a CI machine running the journeys beside
  // it, that once took over a minute.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${baseUrl}${readyPath}`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return { child, baseUrl, output: () => output, exited };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not become healthy:\n${output}`);
}

/** The Google emulator (`npm run emulator`) as a process of its own. */
export const startEmulatorProcess = () =>
  startServerProcess({}, 'emulator/main.ts', {
    portVariable: 'EMULATOR_PORT',
    readyPath: '/__emulator/accounts',
  });

export function postJson(baseUrl: string, path: string, body: unknown) {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

import { spawn, type ChildProcess } from 'node:child_process';
import { TEST_APP_SECRET } from './test-app';

export interface WorkerProcess {
  child: ChildProcess;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** The last of what it printed, for a failing test's message. */
  output: () => string;
}

const OUTPUT_KEPT = 20_000;

/**
 * `npm run worker` as its own process, on a test database and an emulator, with the app's
 * default posting settings unless `env` says otherwise.
 */
export function startWorkerProcess(
  databaseUrl: string,
  emulatorUrl: string,
  env: Record<string, string> = {},
): WorkerProcess {
  // A worker on a machine whose clock is off (TEST_CLOCK_SHIFT_MS) gets a Date that says so.
  const shifted = env.TEST_CLOCK_SHIFT_MS ? ['--import', './server/test/shifted-clock.ts'] : [];
  const child = spawn(process.execPath, ['--import', 'tsx', ...shifted, 'server/worker-main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: databaseUrl,
      APP_SECRET: TEST_APP_SECRET,
      GOOGLE_OAUTH_BASE_URL: emulatorUrl,
      YOUTUBE_API_BASE_URL: emulatorUrl,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-OUTPUT_KEPT));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Quick retries and a short platform timeout: what the process tests kill workers under. */
export const QUICK_WORKER_ENV = {
  POSTING_SLOTS: '2',
  POSTING_RETRY_BASE_MS: '50',
  PLATFORM_TIMEOUT_MS: '1000',
  POSTING_VERIFY_DELAY_MS: '500',
  LOG_LEVEL: 'silent',
};

/** Polls `check` every 25 ms until it holds or `timeoutMs` have passed. */
export async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

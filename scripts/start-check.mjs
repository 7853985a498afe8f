// `npm run start-check`: starts the server as `npm start` does, on whichever Node runs this, with
// an embedded PostgreSQL in a folder of its own; asks /api/health/ready until it answers 200, then
// sends SIGTERM and expects it gone within 10 s. .ci/run uses it on the second Node it tests on.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const READY_WITHIN_MS = 90_000;
const STOPPED_WITHIN_MS = 10_000;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const dataDir = mkdtempSync(path.join(tmpdir(), 'mcm-start-check-'));
// Run as root (CI), the embedded PostgreSQL runs as the user "postgres", who must enter it.
chmodSync(dataDir, 0o755);
const port = await freePort();
const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_FORMAT: 'json',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
child.stdout.on('data', (chunk) => (output += chunk));
child.stderr.on('data', (chunk) => (output += chunk));
const exited = new Promise((resolve) =>
  child.on('exit', (code, signal) => resolve({ code, signal })),
);

function fail(message) {
  console.error(`start-check on Node ${process.version}: ${message}\n${output.slice(-4000)}`);
  child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

const url = `http://127.0.0.1:${port}/api/health/ready`;
const started = Date.now();
let ready = false;
while (Date.now() - started < READY_WITHIN_MS && child.exitCode === null) {
  ready = await fetch(url).then(
    (r) => r.status === 200,
    () => false,
  );
  if (ready) break;
  await new Promise((resolve) => setTimeout(resolve, 250));
}
if (child.exitCode !== null) fail(`exited with ${child.exitCode} before it was ready`);
if (!ready) fail(`${url} did not answer 200 within ${READY_WITHIN_MS / 1000} s`);
const readyMs = Date.now() - started;

child.kill('SIGTERM');
const stopStart = Date.now();
const stopped = await Promise.race([
  exited,
  new Promise((resolve) => setTimeout(() => resolve(undefined), STOPPED_WITHIN_MS)),
]);
if (!stopped) fail(`still running ${STOPPED_WITHIN_MS / 1000} s after SIGTERM`);
if (stopped.code !== 0) fail(`exited with ${stopped.code ?? stopped.signal} after SIGTERM`);
// Nothing left behind: no process still names the data folder (its PostgreSQL).
const leftBehind = readdirSync('/proc').filter((pid) => {
  if (!/^\d+$/.test(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dataDir);
  } catch {
    return false;
  }
});
if (leftBehind.length) fail(`left running after it stopped: ${leftBehind.join(', ')}`);
rmSync(dataDir, { recursive: true, force: true });
console.log(
  `start-check on Node ${process.version}: ready in ${(readyMs / 1000).toFixed(1)} s, ` +
    `stopped ${((Date.now() - stopStart) / 1000).toFixed(1)} s after SIGTERM`,
);

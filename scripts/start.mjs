// `npm start` (and `npm run demo`, with the argument `demo`): builds the web app when its sources
// are newer than the build, then runs the server in this same process, so Ctrl-C and `kill` reach
// it directly.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist', 'web', 'index.html');

function newestChange(entry) {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

// With WEB_DIST_DIR pointing elsewhere, the app is served from there: nothing to build here.
const servesOwnBuild =
  !process.env.WEB_DIST_DIR || path.resolve(process.env.WEB_DIST_DIR) === path.dirname(builtIndex);
const builtAt = statSync(builtIndex, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const sources = ['web', 'core', 'vite.config.ts', 'package-lock.json'].map((p) =>
  path.join(root, p),
);
if (servesOwnBuild && Math.max(...sources.map(newestChange)) > builtAt) {
  console.log('Building the web app...');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import(process.argv[2] === 'demo' ? './demo.ts' : '../server/main.ts');

import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { BUDGET } from '../e2e/bundle-budget';
import { measureTransfer, type Bytes, type Transfer } from '../e2e/transfer-measure';
import { startServerProcess } from '@server/test/server-process';

/**
 * Measured at commit b6dc3ec (before the bundle budget work) with the same browser load: nothing compressed,
 * the chart and all three languages in the first load. "If compressed": the same files through
 * gzip -9 and brotli -11, what compression alone would have saved.
 */
const TODAY = {
  signIn: { js: 1_459_600, jsGzip: 440_700, jsBrotli: 371_200, css: 264_000, files: 39 },
  dashboard: { js: 1_362_200, jsGzip: 410_700, jsBrotli: 344_800, css: 264_000, files: 31 },
  cssGzip: 38_400,
  cssBrotli: 31_800,
};

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const body = (bytes: Bytes) => kB(bytes.body);

/** The bytes of one response as they came over the wire, and its Content-Encoding. */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }),
      );
    })
      .on('error', reject)
      .end();
  });
}

export async function webBenchmark() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mcm-web-bench-'));
  // The embedded PostgreSQL runs as another user: it must be able to enter the folder.
  await chmod(dir, 0o755);
  const dist = path.join(dir, 'web');
  const vite = path.resolve('node_modules', 'vite', 'bin', 'vite.js');
  const started = performance.now();
  const built = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('vite build failed');
  const buildSeconds = (performance.now() - started) / 1000;

  const server = await startServerProcess({
    DATA_DIR: path.join(dir, 'data'),
    WEB_DIST_DIR: dist,
    APP_SECRET: 'bench-secret-of-at-least-32-characters',
    LOG_LEVEL: 'warn',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const baseURL = server.baseUrl;
    const load = (signedIn: boolean, acceptEncoding?: string) =>
      measureTransfer(browser, {
        baseURL,
        path: '/',
        signedIn,
        acceptEncoding,
        firstScreenUntil: signedIn ? '/api/dashboard' : undefined,
      });
    const runs: Record<string, [Transfer, Transfer]> = {};
    for (const [name, encoding] of [
      ['brotli (Chromium)', undefined],
      ['gzip only', 'gzip'],
      ['none (identity)', 'identity'],
    ] as const) {
      runs[name] = [await load(false, encoding), await load(true, encoding)];
    }
    const [signIn, dashboard] = runs['brotli (Chromium)']!;
    const openApi = `${baseURL}/api/docs/json`;
    const api = {
      br: await rawGet(openApi, 'br'),
      gzip: await rawGet(openApi, 'gzip'),
      none: await rawGet(openApi, 'identity'),
      small: await rawGet(`${baseURL}/api/health`, 'br'),
    };

    const rows = Object.entries(runs).map(
      ([name, [s, d]]) =>
        `| ${name.padEnd(17)} | ${body(s.js)} | ${body(s.css)} | ${body(d.firstScreenJs)} | ${body(d.js)} | ${body(d.css)} | ${body(d.html)} |`,
    );
    return `## Web app: compression and the JavaScript budget

Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 cores): \`vite build\` (with
its .br and .gz copies: ${buildSeconds.toFixed(0)} s), the server as \`npm start\` runs it, and
Chromium loading each page with an empty cache. Bytes are response bodies as sent (compressed when
they were); the headers add about 1 kB per file on HTTP/1.1. The sign-in page is a first visit to
\`/\`, signed out (it lands on ${signIn.landedOn}); the dashboard is \`/\` for a signed-in user. Its first
screen is the JavaScript asked for before its numbers (\`/api/dashboard\`) arrived; the chart comes
after.

### Goal 2, the JavaScript budget (\`e2e/bundle-budget.spec.ts\` fails \`npm test\` above it)

| page                            | today (nothing compressed) | today, if brotli | now       | budget check | goal      |
| ------------------------------- | -------------------------- | ---------------- | --------- | ------------ | --------- |
| sign-in page, JS                | ${kB(TODAY.signIn.js)} (${TODAY.signIn.files} files) | ${kB(TODAY.signIn.jsBrotli)} | ${body(signIn.js)} (${signIn.scripts.length} files) | ${kB(BUDGET.signInJs)} | 150.0 kB |
| dashboard first screen, JS      | ${kB(TODAY.dashboard.js)} (${TODAY.dashboard.files} files) | ${kB(TODAY.dashboard.jsBrotli)} | ${body(dashboard.firstScreenJs)} | ${kB(BUDGET.dashboardFirstScreenJs)} | 200.0 kB |
| dashboard, all JS (chart after) | ${kB(TODAY.dashboard.js)} | ${kB(TODAY.dashboard.jsBrotli)} | ${body(dashboard.js)} (${dashboard.scripts.length} files) |  |  |

### Goal 1, compression: what the same loads transfer as the browser accepts

Today nothing is compressed, whatever the browser accepts: sign-in JS ${kB(TODAY.signIn.js)}, CSS
${kB(TODAY.signIn.css)}; dashboard JS ${kB(TODAY.dashboard.js)}, CSS ${kB(TODAY.dashboard.css)}.
Had they been compressed: JS ${kB(TODAY.signIn.jsGzip)} / ${kB(TODAY.dashboard.jsGzip)} gzip, CSS ${kB(TODAY.cssGzip)} gzip, ${kB(TODAY.cssBrotli)} brotli.

| Accept-Encoding   | sign-in JS | sign-in CSS | dashboard first-screen JS | dashboard JS | dashboard CSS | HTML |
| ----------------- | ---------- | ----------- | ------------------------- | ------------ | ------------- | ---- |
${rows.join('\n')}

API JSON (compressed as it is sent, above 1 kB): the OpenAPI document \`/api/docs/json\` is
${kB(api.none.bytes)} uncompressed, ${kB(api.gzip.bytes)} as ${api.gzip.encoding}, ${kB(api.br.bytes)} as ${api.br.encoding}; \`/api/health\` (${api.small.bytes} bytes) is
sent as it is (${api.small.encoding}).

Notes: the web app's files are compressed once at build time (brotli 11, gzip 9) and sent as they
are, so they cost no CPU per request; hashed assets keep \`Cache-Control: immutable\`. What took
the first loads from their compressed size to the goals, in order:
- only the chosen language's words load (about 12 kB), and the chart library (about 99 kB) loads
  once the numbers are on screen;
- the sign-in page no longer loads zod (a type import had kept the schema module), and declared
  routes replace the data router (about 13 kB on every first load);
- the toast container, the help dialog and the phone's section drawer load when first needed
  (about 7 kB), and a signed-out visit to \`/\` no longer downloads the dashboard's code (about
  12 kB; it is fetched early only when this browser was signed in last time);
- a translation runtime of our own (about 60 lines) in place of i18next and react-i18next (about
  15 kB): the app uses placeholders, plurals by count and a change of language, nothing more;
- the language selector is a select-only combobox of our own, and tooltips (header, credentials,
  times) load on the first hover: Floating UI and Mantine's Combobox, Popover and ScrollArea are
  no longer on the sign-in page (about 20 kB); the account menu loads once someone is signed in;
- a header-and-main layout of our own in place of Mantine's AppShell (about 8 kB: side bars,
  resizing and scroll locking came with it), and the signed-in shell (tabs, section menu, footer)
  is its own chunk, which a signed-out visitor never downloads.
What remains is mostly the framework: react-dom (about 53 kB), Mantine's provider, styles and form
inputs, React Router and TanStack Query (about 20 kB), and the words (about 12 kB).`;
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
    await server.exited;
    await rm(dir, { recursive: true, force: true });
  }
}

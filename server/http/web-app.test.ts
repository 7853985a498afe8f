import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie, startTestApp, type TestApp } from '../test/test-app';
import {
  BROTLI_WINDOW_BITS,
  COMPRESS_IN_ONE_CALL_BYTES,
  COMPRESS_THRESHOLD_BYTES,
} from './compression';

const SCRIPT = `console.log(${JSON.stringify('a line of the app '.repeat(200))});`;
const PAGE = `<!doctype html><title>shell</title>${'<!-- padding -->'.repeat(100)}`;

/** A build as `vite build` leaves it: each text file beside its .br and .gz copies. */
async function writeBuild(dir: string, file: string, text: string) {
  await writeFile(path.join(dir, file), text);
  await writeFile(path.join(dir, `${file}.br`), brotliCompressSync(text));
  await writeFile(path.join(dir, `${file}.gz`), gzipSync(text));
}

/** The window a brotli stream was written with, from its first bits (RFC 7932, section 9.1). */
function brotliWindowBits(stream: Buffer) {
  const bits = stream[0]! | (stream[1]! << 8);
  if ((bits & 1) === 0) return 16;
  const n = (bits >> 1) & 7;
  if (n !== 0) return 17 + n;
  const m = (bits >> 4) & 7;
  return m === 0 ? 17 : 8 + m;
}

describe('compression', () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'mcm-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeBuild(dist, 'index.html', PAGE);
    await writeBuild(dist, 'assets/app-1234.js', SCRIPT);
    await writeFile(path.join(dist, 'assets', 'tiny-1234.js'), 'export {};');
    t = await startTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: {
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        ...(cookie ? { cookie } : {}),
      },
    });

  it('sends an asset as brotli when the browser accepts it, keeping it immutable', async () => {
    const response = await get('/assets/app-1234.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser that accepts only gzip', async () => {
    const response = await get('/assets/app-1234.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get('/assets/app-1234.js', acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(SCRIPT);
    }
  });

  it('sends a file the build left uncompressed (too small to gain) as it is', async () => {
    const response = await get('/assets/tiny-1234.js', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('export {};');
  });

  it('sends index.html compressed for / and every page path, never cached stale', async () => {
    for (const url of ['/', '/dashboard', '/no/such/page']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(PAGE);
    }
  });

  it('compresses API JSON above the threshold, and leaves a small answer as it is', async () => {
    const large = await get('/api/docs/json', 'gzip, br');
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers.vary).toMatch(/accept-encoding/i);
    const document = brotliDecompressSync(large.rawPayload);
    expect(document.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(JSON.parse(document.toString())).toHaveProperty('openapi');
    expect(large.rawPayload.length).toBeLessThan(document.length / 4);

    const small = await get('/api/health', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
  });

  const register = async (email: string) => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email, password: 'demo-plum-lantern-42' }),
    });
    expect(registered.statusCode).toBe(201);
    return { cookie: sessionCookie(registered), workspaceId: registered.json().id as string };
  };

  it('compresses a page of videos in one piece and sends it with its length', async () => {
    const { cookie, workspaceId } = await register('page@example.com');
    await t.pool.query(
      `insert into videos (workspace_id, video_id, title, display_order)
       select $1, 'p' || lpad(i::text, 10, '0'), 'Video ' || i, i from generate_series(1, 50) i`,
      [workspaceId],
    );
    const response = await get('/api/videos?page=1&pageSize=50', 'gzip, deflate, br, zstd', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const page = brotliDecompressSync(response.rawPayload);
    expect(JSON.parse(page.toString()).items).toHaveLength(50);
    // Not through a compression stream as a chunked answer (docs/performance.md §5).
    expect(page.length).toBeLessThan(COMPRESS_IN_ONE_CALL_BYTES);
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(brotliWindowBits(response.rawPayload)).toBe(BROTLI_WINDOW_BITS);
  });

  it('compresses the streamed list of every video, still valid JSON', async () => {
    const { cookie } = await register('stream@example.com');
    const response = await get('/api/videos', 'gzip', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(expect.any(Array));
    // Each list read holds a compressor with its window: 256 kB, not brotli's 4 MB.
    const br = await get('/api/videos', 'br', cookie);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliWindowBits(br.rawPayload)).toBe(BROTLI_WINDOW_BITS);
  });

  it('keeps error answers as they were: a JSON 404 and a 400 for a bad body', async () => {
    const missing = await get('/api/missing', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-encoding']).toBeUndefined();
    expect(bad.json()).toHaveProperty('message');
  });

  it('never decompresses a request body: the body limits count bytes on the wire', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'a@example.com', password: 'x' })),
    });
    expect(response.statusCode).toBe(400);
  });
});

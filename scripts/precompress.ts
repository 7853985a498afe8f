import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches; images and fonts are compressed already. */
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a file fits in a packet or two: a compressed copy saves nothing. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    }),
  );
  return nested.flat();
}

/** Writes `file.br` and `file.gz` beside `file`, each only when smaller than it. */
async function compressFile(file: string) {
  const raw = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipAsync(raw, { level: 9 }),
  ]);
  if (br.length < raw.length) await writeFile(`${file}.br`, br);
  if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
}

/**
 * Compresses the build's text files once, at their strongest (brotli 11, gzip 9), so the server
 * sends them as they are (server/http/web-app.ts) and spends no CPU on them per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => TEXT.test(file));
      const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
      // zlib's async calls run on libuv's thread pool: every core takes part.
      await Promise.all(files.filter((_, i) => sizes[i]! >= MIN_BYTES).map(compressFile));
    },
  };
}

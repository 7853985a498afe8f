import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this an answer fits in a packet or two: compressing it saves nothing worth the CPU. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Answers known whole up to this size are compressed in one call on the server's thread and sent
 * with their length; bigger ones, and streams, go through a compression stream. The plugin's own
 * bound on 2 cores is 8 kB, which sent a page of 50 videos (about 30 kB) through the stream: a
 * compressor made for the answer, its pipes and a chunked answer cost about 0.5 ms of the server's
 * CPU more than compressing the page (0.13 ms at brotli quality 4), and a page under load answered
 * a fifth fewer times a second (docs/performance.md §5). 256 kB of JSON compresses in about 0.6 ms.
 */
export const COMPRESS_IN_ONE_CALL_BYTES = 256 * 1024;

/**
 * Brotli for text at quality 3, not the plugin's 4: a page of 50 videos compresses in about 75 µs
 * instead of 115, to 3 % more bytes (2,228 against 2,162); quality 2 took 16 % more bytes for
 * 13 µs less (docs/performance.md §5).
 */
const BROTLI_QUALITY = 3;

/**
 * Brotli's window is 256 kB (`LGWIN` 18) instead of 4 MB: each compressor holds its window, and
 * five clients reading the unpaged list at once held about 40 MB more for it. JSON repeats itself
 * within a video, so the answers come out no larger (0.095 of the list's size against 0.098) and
 * as fast.
 */
export const BROTLI_WINDOW_BITS = 18;

/**
 * Compresses API answers (JSON, including the streamed video list) for clients that accept it.
 * The web app's files are compressed once, at build time (scripts/precompress.ts), and sent as
 * they are (web-app.ts): no CPU per request for them. Request bodies are never decompressed, so
 * the body limits keep meaning bytes on the wire.
 */
export async function registerCompression(app: FastifyInstance) {
  // Runs before the plugin's own onRoute hook, which reads this option.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.compress = false;
  });
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    syncThreshold: COMPRESS_IN_ONE_CALL_BYTES,
    // Replaces the plugin's own parameters whole, so they are all given.
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
      },
    },
  });
}

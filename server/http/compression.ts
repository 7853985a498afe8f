import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this an answer fits in a packet or two: compressing it saves nothing worth the CPU. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

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
  });
}

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { AppError } from './app-error';

/**
 * Serves the built web app, and index.html for every other page path so the browser router can
 * draw it (including its own 404 screen). Unknown /api paths stay JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string) {
  const built = existsSync(path.join(webDistDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each text file (scripts/precompress.ts): the one the
      // browser accepts is sent as it is, with Vary: Accept-Encoding; index.html too.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/; index.html must always be revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The static handler refuses directory paths; the root is a page like any other.
    app.get('/', (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api';
    if (!isPage) {
      throw new AppError(
        404,
        'NOT_FOUND',
        `Route ${request.method} ${request.url.split('?')[0]} not found`,
      );
    }
    if (!built) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` (or `npm run dev` while developing).');
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}

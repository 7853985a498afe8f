import Fastify from 'fastify';
import { controlRoutes } from './control.routes';
import { moderationRoutes } from './moderation.routes';
import { EmulatorState } from './emulator-state';
import { oauthRoutes } from './oauth.routes';
import { youtubeRoutes } from './youtube.routes';

export interface Emulator {
  url: string;
  state: EmulatorState;
  close(): Promise<void>;
}

/**
 * A local stand-in for Google OAuth 2.0 and the YouTube Data API v3 (docs/platform.md §6), speaking
 * their wire protocol so the official clients talk to it unchanged.
 */
export function buildEmulator(state = new EmulatorState(), options: { logger?: boolean } = {}) {
  const app = Fastify({ logger: options.logger ?? false });
  let base = '';
  // OAuth endpoints take form bodies, as Google's do.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  app.addHook('onRequest', async (request) => {
    if (!base) base = `http://${request.host}`;
  });
  oauthRoutes(app, state);
  youtubeRoutes(app, state, () => base);
  controlRoutes(app, state);
  moderationRoutes(app, state);
  return app;
}

export async function startEmulator(
  options: { port?: number; host?: string; logger?: boolean } = {},
): Promise<Emulator> {
  const state = new EmulatorState();
  const app = buildEmulator(state, options);
  const address = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  return { url: address.replace('[::1]', 'localhost'), state, close: () => app.close() };
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@core/app-info';
import { appConfigSchema, errorBodySchema, healthSchema } from '@core/api/common.schema';
import type { Config } from '@server/config';
import { pingDatabase, type Db } from '@server/db/database';
import { AppError } from '@server/http/app-error';

/** A database that does not answer within this is not healthy: supervisors need a prompt answer. */
const HEALTH_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function healthRoutes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/health',
    {
      config: { public: true },
      schema: { tags: ['system'], response: { 200: healthSchema, 503: errorBodySchema } },
    },
    async (request) => {
      try {
        await withTimeout(pingDatabase(deps.db), HEALTH_TIMEOUT_MS);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The database is unreachable.');
      }
      return { status: 'ok' as const, database: 'ok' as const, version: APP_VERSION };
    },
  );

  r.get(
    '/api/app-config',
    { config: { public: true }, schema: { tags: ['system'], response: { 200: appConfigSchema } } },
    async () => ({
      version: APP_VERSION,
      contacts: deps.config.contacts,
      mailEnabled: Boolean(deps.config.mail.smtpUrl),
    }),
  );
}

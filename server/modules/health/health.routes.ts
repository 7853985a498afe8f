import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@core/app-info';
import {
  appConfigSchema,
  errorBodySchema,
  healthSchema,
  probeSchema,
} from '@core/api/common.schema';
import type { Config } from '@server/config';
import { pingDatabase, type Db } from '@server/db/database';
import { pendingMigrations } from '@server/db/migration-state';
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

/** The server's own state, under /api: whether it is up, and what the pages need before sign-in. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  deps,
) => {
  app.get(
    '/health',
    {
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

  // docs/operations.md §2: a supervisor restarts a process that is not live; a load balancer
  // sends requests only to one that is ready.
  app.get(
    '/health/live',
    { schema: { tags: ['system'], response: { 200: probeSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    { schema: { tags: ['system'], response: { 200: probeSchema, 503: errorBodySchema } } },
    async (request) => {
      let pending: string[];
      try {
        pending = await withTimeout(pendingMigrations(deps.db), HEALTH_TIMEOUT_MS);
      } catch (error) {
        request.log.error({ err: error }, 'readiness: database unreachable');
        throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The database is unreachable.');
      }
      if (pending.length) {
        throw new AppError(
          503,
          'SERVICE_UNAVAILABLE',
          `Migrations are pending: ${pending.join(', ')}.`,
        );
      }
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/app-config',
    { schema: { tags: ['system'], response: { 200: appConfigSchema } } },
    async () => ({
      version: APP_VERSION,
      contacts: deps.config.contacts,
      mailEnabled: Boolean(deps.config.mail.smtpUrl),
    }),
  );
};

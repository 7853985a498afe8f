import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../../../core/app-info';
import { appConfigSchema, errorBodySchema, healthSchema } from '../../../core/api/common.schema';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';

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
        await deps.db.execute(sql`select 1`);
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
    async () => ({ version: APP_VERSION, contacts: deps.config.contacts }),
  );
}

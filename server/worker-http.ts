import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/database';
import { registerErrorHandler } from './http/error-handler';
import { healthRoutes } from './modules/health/health.routes';
import { registerMetrics } from './metrics/metrics.plugin';

/**
 * docs/operations.md §1: what a worker process answers on WORKER_PORT, /metrics and the health
 * probes, and nothing else. Its Google calls are timed in its own registry, so without this they
 * would be counted nowhere; a supervisor probes it as it probes a web process.
 */
export async function startWorkerHttp(deps: { config: Config; db: Db }) {
  const port = deps.config.workerPort;
  if (port === undefined) return undefined;
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerMetrics(app, deps);
  await app.register(healthRoutes, { prefix: '/api', ...deps });
  await app.listen({ host: deps.config.host, port });
  return app;
}

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Gauge, Registry } from 'prom-client';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { AppError } from '../http/app-error';
import { readCommentStatuses, readQueues, readQuota } from './metrics.repository';
import { bearerMatches } from './metrics-token';
import { collectNodeMetrics, httpRequestSeconds, processRegistry } from './process-metrics';

/** The database's figures, read at this scrape: one after another, one pool connection. */
async function readDatabase(db: Db, config: Config) {
  const { posting } = config;
  return {
    queues: await readQueues(db),
    statuses: await readCommentStatuses(db),
    quota: await readQuota(db, {
      limits: {
        default: posting.quotaDailyUnits,
        search: posting.quotaSearchCalls,
        stats: posting.quotaStatsUnits,
      },
      serverCredential: Boolean(config.google.clientId || config.google.apiKey),
    }),
  };
}

/**
 * The database's figures beside what the process measured itself. A database that does not
 * answer leaves the process's figures and says so (`mcm_database_read_ok 0`): an outage is when
 * an operator needs them most.
 */
async function scrape(db: Db, config: Config, log: FastifyBaseLogger) {
  const registry = new Registry();
  const gauge = <L extends string>(name: string, help: string, labelNames: L[] = []) =>
    new Gauge({ name, help, labelNames, registers: [registry] });
  const readOk = gauge('mcm_database_read_ok', '1: the figures below were read from PostgreSQL.');
  let figures: Awaited<ReturnType<typeof readDatabase>> | undefined;
  try {
    figures = await readDatabase(db, config);
  } catch (error) {
    log.warn({ err: error }, 'metrics: the database did not answer');
  }
  readOk.set(figures ? 1 : 0);
  if (figures) {
    const depth = gauge('mcm_queue_depth', 'Items waiting in each queue.', ['queue']);
    const age = gauge('mcm_queue_oldest_age_seconds', "Each queue's oldest item's wait.", [
      'queue',
    ]);
    for (const row of figures.queues) {
      depth.set({ queue: row.queue }, row.depth);
      age.set({ queue: row.queue }, row.age);
    }
    const comments = gauge('mcm_batch_comments', "Batches' comments by status.", ['status']);
    for (const row of figures.statuses) comments.set({ status: row.status }, row.n);
    const used = gauge('mcm_quota_used_units', "Today's quota used, all credentials.", ['bucket']);
    const left = gauge('mcm_quota_left_units', "Today's quota left, all credentials.", ['bucket']);
    for (const row of figures.quota) {
      used.set({ bucket: row.bucket }, row.used);
      left.set({ bucket: row.bucket }, row.left);
    }
  }
  return Registry.merge([processRegistry, registry]).metrics();
}

/**
 * docs/operations.md §1: GET /metrics for Prometheus, answered only to the bearer of
 * METRICS_TOKEN (404 while it is unset), and every request timed by its route's pattern.
 */
export function registerMetrics(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const token = deps.config.metricsToken;
  if (token) {
    collectNodeMetrics();
    app.addHook('onResponse', async (request, reply) => {
      httpRequestSeconds.observe(
        {
          method: request.method,
          // The pattern (`/api/batches/:id`): one series a route, whatever the ids.
          route: request.routeOptions.url ?? 'unmatched',
          status_class: `${Math.floor(reply.statusCode / 100)}xx`,
        },
        reply.elapsedTime / 1000,
      );
    });
  }

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token) {
      throw new AppError(404, 'NOT_FOUND', `Route GET /metrics not found`);
    }
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError(401, 'UNAUTHENTICATED', 'Send the metrics token as a bearer token.');
    }
    const text = await scrape(deps.db, deps.config, request.log);
    return reply.type(processRegistry.contentType).send(text);
  });
}

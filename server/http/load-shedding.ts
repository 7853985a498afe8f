import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { AppError } from './app-error';

/** What a refused client is told to wait: a second's sample or two, and then some. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Answered even under pressure (docs/operations.md §3): a supervisor that reads "not live" from
 * a merely busy process would restart it and lose its work; the existing health check keeps its
 * meaning; an operator scrapes /metrics to see the pressure. Readiness is refused like the rest,
 * so that a load balancer sends the traffic elsewhere.
 */
const ALWAYS_ANSWERED = new Set(['/api/health', '/api/health/live', '/metrics']);

/**
 * docs/operations.md §3: every other request gets 503 with Retry-After while the event loop's
 * mean delay over the last second, or its utilisation in that second, passes its threshold: a
 * quick refusal the client retries, before the loop stalls and every request times out.
 */
export async function registerLoadShedding(app: FastifyInstance, limits: Config['loadShedding']) {
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxEventLoopUtilization: limits.maxEventLoopUtilization,
    // The last second's, not the average since the process started.
    eventLoopUtilizationMode: 'interval',
    // Resolved: the request goes on; rejected: the error handler answers it.
    pressureHandler: async (request, reply, type, value) => {
      if (request.routeOptions.url && ALWAYS_ANSWERED.has(request.routeOptions.url)) return;
      request.log.warn({ type, value }, 'under pressure: request refused');
      reply.header('retry-after', RETRY_AFTER_SECONDS);
      throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The server is busy. Try again shortly.');
    },
  });
}

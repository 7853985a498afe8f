import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { queriesSent } from '@server/db/queries-sent';

/**
 * What this process measures itself (docs/operations.md §1): Google calls, HTTP requests and
 * Node's own figures. Prometheus adds up the processes. The queues are read from PostgreSQL at
 * each scrape instead (metrics.repository.ts): what is true across every process.
 */
export const processRegistry = new Registry();

/** Labelled by method name and the closed set of outcomes: never a user, channel or video. */
export const googleCallSeconds = new Histogram({
  name: 'mcm_google_call_duration_seconds',
  help: 'Google API calls by method and outcome (ok, or the platform error kind).',
  labelNames: ['method', 'outcome'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [processRegistry],
});

/** Labelled by the route's pattern (`/api/batches/:id`), never the URL, and the status class. */
export const httpRequestSeconds = new Histogram({
  name: 'mcm_http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status class (2xx, 4xx, ...).',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

/** Read from the pool's own count at each scrape: an idle process's load on the database. */
export const databaseQueries = new Counter({
  name: 'mcm_db_queries_total',
  help: 'Queries this process sent to PostgreSQL through its pool (BEGIN and COMMIT not counted).',
  registers: [processRegistry],
  collect() {
    this.reset();
    this.inc(queriesSent());
  },
});

let defaultsOn = false;

/**
 * prom-client's process and Node metrics (CPU, memory, event-loop lag, GC), once per process and
 * only where /metrics is on: they keep an event-loop monitor and a GC observer running.
 */
export function collectNodeMetrics() {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: processRegistry });
}

/**
 * docs/performance.md §5: a search's page answered from what this process kept (`kept`), or read
 * from the videos (`read`).
 */
export const searchPages = new Counter({
  name: 'mcm_search_pages_total',
  help: 'Search pages by where they came from: kept in the process, or read from the videos.',
  labelNames: ['source'] as const,
  registers: [processRegistry],
});

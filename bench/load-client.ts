import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { ms, percentile } from './bench-app';

/** One row of a load table: requests a second, p50, p95, p99 and errors. */
export const loadRow = (label: string, r: LoadResult) =>
  `| ${label} | ${r.perSecond.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.errors} |`;

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers other than 200, and requests that failed. */
  errors: number;
}

/**
 * Load as autocannon makes it: `connections` kept-alive connections, each sending its next
 * request as soon as the answer before it has been read whole, for `seconds`. Written here rather
 * than taken from autocannon, whose percentiles skip p95 (its table jumps from 90 to 97.5).
 */
export async function load(
  url: string,
  {
    connections = 20,
    seconds = 10,
    headers = {},
  }: { connections?: number; seconds?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const start = performance.now();
      const request = http.get(url, { agent, headers }, (response) => {
        response.on('data', () => {});
        response.on('end', () => {
          if (response.statusCode !== 200) errors++;
          latencies.push(performance.now() - start);
          resolve();
        });
      });
      request.on('error', () => {
        errors++;
        resolve();
      });
    });
  const connection = async () => {
    while (performance.now() < end) await once();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, connection));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
  };
}

/** Resident memory of a process, in MB (Linux). */
export async function residentMb(pid: number) {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

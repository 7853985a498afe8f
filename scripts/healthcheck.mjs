// The image's HEALTHCHECK (Containerfile): `node scripts/healthcheck.mjs ready|live` asks this
// container's own process for /api/health/<probe> (docs/operations.md §2) and exits 0 on a 200.
// A worker answers its probes on WORKER_PORT, any other ROLE on PORT.
const probe = process.argv[2] ?? 'ready';
if (probe !== 'ready' && probe !== 'live') {
  console.error(`usage: node scripts/healthcheck.mjs ready|live (not "${probe}")`);
  process.exit(2);
}
const port = process.env.ROLE === 'worker' ? process.env.WORKER_PORT : process.env.PORT || '5000';
if (!port) {
  console.error('ROLE=worker without WORKER_PORT: the worker answers no probe');
  process.exit(1);
}
try {
  const response = await fetch(`http://127.0.0.1:${port}/api/health/${probe}`, {
    signal: AbortSignal.timeout(4000),
  });
  if (!response.ok) console.error(`${probe}: ${response.status} ${await response.text()}`);
  process.exit(response.ok ? 0 : 1);
} catch (error) {
  console.error(`${probe}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

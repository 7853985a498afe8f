import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';

// Utilisation alone decides here: a loop busy half of the last second is "under pressure".
const t = useTestApp({
  env: { LOAD_SHED_EVENT_LOOP_UTILIZATION: '0.5', LOAD_SHED_EVENT_LOOP_DELAY_MS: '0' },
  reset: false,
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Holds the event loop, as a stuck handler would. */
function blockEventLoop(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    /* busy */
  }
}

describe('load shedding', () => {
  it('answers 503 with Retry-After once the event loop is saturated, live and metrics exempt', async () => {
    // Building the app kept the loop busy: wait for a quiet second's sample first.
    for (let i = 0; i < 50 && (await get('/api/app-config')).statusCode !== 200; i++) {
      await sleep(100);
    }
    expect((await get('/api/app-config')).statusCode).toBe(200);

    blockEventLoop(2100);
    // The sampler, overdue, runs first and sees a busy last second.
    await sleep(50);

    const refused = await get('/api/app-config');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    // A load balancer takes the process out of rotation; its supervisor leaves it running.
    expect((await get('/api/health/ready')).statusCode).toBe(503);
    expect((await get('/api/health/live')).statusCode).toBe(200);
    expect((await get('/api/health')).statusCode).toBe(200);
    // /metrics is exempt: off in this app, it answers its own 404, not the 503.
    expect((await get('/metrics')).statusCode).toBe(404);
  }, 20_000);
});

import { describe, expect, it } from 'vitest';
import { quotaDay } from '@core/posting/quota-day';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { sender } from '@server/test/api-request';
import { startOwnPostgres } from '@server/test/own-postgres';
import { launchBatch, userWithChannels } from '@server/test/scenario';
import { startTestApp } from '@server/test/test-app';
import { usePlatformTestApp } from '@server/test/use-test-app';
import { QUEUES } from './metrics.repository';

const TOKEN = 'scrape-token-0123456789abcdef';
const t = usePlatformTestApp({
  env: { METRICS_TOKEN: TOKEN },
  reset: ['users', 'quota_usage', 'mail_outbox'],
});

const scrape = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample of the exposition, by metric name and its labels exactly. */
function sample(text: string, name: string, labels: Record<string, string>) {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)\{([^}]*)\} (\S+)$/.exec(line);
    if (match?.[1] === name && match[2]!.split(',').sort().join(',') === wanted) {
      return Number(match[3]);
    }
  }
  return undefined;
}

async function scraped() {
  const response = await scrape(`Bearer ${TOKEN}`);
  expect(response.statusCode).toBe(200);
  return response.body;
}

describe('GET /metrics', () => {
  it('answers 404 while METRICS_TOKEN is unset', async () => {
    const off = await startTestApp();
    try {
      const response = await off.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('mcm_queue');
    } finally {
      await off.close();
    }
  });

  it('answers 401 without the token or with a wrong one, and says nothing of the queues', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789abc', TOKEN]) {
      const response = await scrape(authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      for (const queue of QUEUES) expect(response.body).not.toContain(queue);
      expect(response.body).not.toContain('mcm_');
    }
  });

  it("gives each queue's depth and its oldest item's age, as the rows stand", async () => {
    const user = await userWithChannels(t, {
      channels: [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels],
      videos: ['vidAAAAAAA1', 'vidBBBBBBB2', 'vidCCCCCCC3'],
      pacingSeconds: 0,
    });
    const [cooks, travels] = user.accountIds as [string, string];
    // No worker runs in the test app: the batch's 6 comments stay pending.
    const batch = await launchBatch(t, user.cookie, {
      accountIds: [cooks, travels],
      videoIds: ['vidAAAAAAA1', 'vidBBBBBBB2', 'vidCCCCCCC3'],
      mode: 'single',
      text: 'Counted while it waits',
    });
    const q = (text: string, ...values: unknown[]) => t.pool.query(text, values);
    await q(
      `update comments set next_attempt_at = now() - interval '120 s' where batch_id = $1`,
      batch.id,
    );
    // One send of Alice Cooks lost its answer 30 s ago: a look-up, and her channel is busy, so
    // only Alice Travels' 3 comments are due to post.
    await q(
      `update comments set status = 'posting', lease_until = now() - interval '30 s'
        where id = (select id from comments where account_id = $1 order by position limit 1)`,
      cooks,
    );
    await q(
      `update comments set visibility_next_at = now() - interval '45 s'
        where id = (select id from comments where account_id = $1 order by position limit 1)`,
      travels,
    );
    // Out of the background senders' reach (due in an hour): they stay queued.
    await q(
      `insert into mail_outbox (kind, to_address, subject, next_attempt_at, created_at)
       values ('test', 'a@example.com', 'One', now() + interval '1 h', now() - interval '90 s'),
              ('test', 'b@example.com', 'Two', now() + interval '1 h', now() - interval '10 s')`,
    );
    const hook = await q(
      `insert into webhooks (workspace_id, url, events, secret_sealed)
       values ($1, 'https://hooks.example.com/x', '{batch.finished}', 'sealed') returning id`,
      user.userId,
    );
    await q(
      `insert into webhook_deliveries (webhook_id, event_id, event_type, body, next_attempt_at, created_at)
       values ($1, gen_random_uuid(), 'batch.finished', '{}', now() + interval '1 h', now() - interval '600 s')`,
      (hook.rows[0] as { id: string }).id,
    );
    await q(
      `insert into data_exports (user_id, lease_until, created_at)
       values ($1, now() + interval '1 h', now() - interval '200 s')`,
      user.userId,
    );

    const text = await scraped();
    const expected = {
      comments_due: [3, 120],
      lookups: [1, 30],
      visibility_checks: [1, 45],
      mail: [2, 90],
      webhook_deliveries: [1, 600],
      exports: [1, 200],
    };
    for (const [queue, [depth, age]] of Object.entries(expected)) {
      expect(sample(text, 'mcm_queue_depth', { queue }), queue).toBe(depth);
      const seconds = sample(text, 'mcm_queue_oldest_age_seconds', { queue })!;
      expect(seconds, queue).toBeGreaterThanOrEqual(age!);
      expect(seconds, queue).toBeLessThan(age! + 30);
    }
    expect(sample(text, 'mcm_batch_comments', { status: 'pending' })).toBe(5);
    expect(sample(text, 'mcm_batch_comments', { status: 'posting' })).toBe(1);
  });

  it('gives an empty queue as depth 0 and age 0', async () => {
    const text = await scraped();
    for (const queue of QUEUES) {
      expect(sample(text, 'mcm_queue_depth', { queue }), queue).toBe(0);
      expect(sample(text, 'mcm_queue_oldest_age_seconds', { queue }), queue).toBe(0);
    }
  });

  it("sums today's quota over the credentials, used and left, with no label per credential", async () => {
    const first = await userWithChannels(t);
    await userWithChannels(t, { name: 'other' });
    await t.pool.query(
      `update quota_usage set units = 1234, search_calls = 7, stats_units = 30
        where credential_key = $1 and day = $2`,
      [first.credential.id, quotaDay(new Date())],
    );
    const used = (await t.pool.query<{ n: number }>('select sum(units)::int as n from quota_usage'))
      .rows[0]!.n;
    const text = await scraped();
    const expected = { default: [used, 10_000], search: [7, 100], stats: [30, 10_000] };
    for (const [bucket, [spent, limit]] of Object.entries(expected)) {
      expect(sample(text, 'mcm_quota_used_units', { bucket }), bucket).toBe(spent);
      expect(sample(text, 'mcm_quota_left_units', { bucket }), bucket).toBe(2 * limit! - spent!);
    }
    expect(text).not.toContain(first.credential.id);
  });

  it("counts a Google call in its method's histogram, by outcome", async () => {
    const user = await userWithChannels(t);
    const count = (text: string) =>
      sample(text, 'mcm_google_call_duration_seconds_count', {
        method: 'videos.list',
        outcome: 'ok',
      }) ?? 0;
    const before = count(await scraped());
    const response = await sender(t)('POST', '/api/youtube/videos/check', user.cookie, {
      videoIds: ['vid00000001'],
    });
    expect(response.statusCode).toBe(200);
    expect(count(await scraped())).toBe(before + 1);
  });

  it("times HTTP requests by the route's pattern and status class, never the URL", async () => {
    const user = await userWithChannels(t);
    const [channel] = user.accountIds as [string];
    const labels = { method: 'GET', route: '/api/accounts/:id/windows', status_class: '2xx' };
    const count = (text: string) =>
      sample(text, 'mcm_http_request_duration_seconds_count', labels) ?? 0;
    const before = count(await scraped());
    const response = await sender(t)('GET', `/api/accounts/${channel}/windows`, user.cookie);
    expect(response.statusCode).toBe(200);
    const text = await scraped();
    expect(count(text)).toBe(before + 1);
    expect(text).not.toContain(channel);
    // Node's own figures come with them.
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it("still answers while PostgreSQL is down: the process's figures, and that the database's are missing", async () => {
    const postgres = await startOwnPostgres();
    const own = await startTestApp({
      postgres: { adminUrl: postgres.adminUrl },
      env: { METRICS_TOKEN: TOKEN },
    });
    const metrics = () =>
      own.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
    try {
      expect((await metrics()).body).toContain('mcm_database_read_ok 1');
      await postgres.kill();
      const down = await metrics();
      expect(down.statusCode).toBe(200);
      expect(down.body).toContain('mcm_database_read_ok 0');
      expect(down.body).not.toContain('mcm_queue_depth{');
      expect(down.body).toContain('process_cpu_user_seconds_total');
      await postgres.restart();
    } finally {
      await own.close().catch(() => {});
      await postgres.close();
    }
  }, 60_000);
});

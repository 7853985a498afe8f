import { describe, expect, it } from 'vitest';
import { sender } from '@server/test/api-request';
import { googleUnitsUsed } from '@server/test/counts';
import type { Quota } from '@core/api/batches.schema';
import { findPage, userWithChannels } from '@server/test/scenario';
import { startTestApp } from '@server/test/test-app';
import { usePlatformTestApp } from '@server/test/use-test-app';

const t = usePlatformTestApp();
const send = sender(t);

type QuotaAnswer = { credentials: { id: string; used: number; left: number; limit: number }[] };

/** What Google (the emulator) counted for the credential today: every call that reached it. */
const googleCounted = (clientId: string) => googleUnitsUsed(t.emu.url, clientId);

describe('GET /api/quota', () => {
  it('counts every read of YouTube: connecting a channel, and the details of 100 videos imported', async () => {
    const { cookie, credential } = await userWithChannels(t);
    const ids = Array.from({ length: 100 }, (_, i) => `imp${String(i).padStart(8, '0')}`);
    // What the Videos screen does: the details first, then the import with them.
    const details = await send('GET', `/api/youtube/videos?id=${ids.join(',')}`, cookie);
    expect(details.statusCode, details.body).toBe(200);
    const imported = await send('POST', '/api/videos/import', cookie, {
      videos: details
        .json<{ items: { id: string; snippet: { title: string } }[] }>()
        .items.map((item) => ({ videoId: item.id, title: item.snippet.title })),
      source: 'manual',
    });
    expect(imported.statusCode, imported.body).toBe(200);

    const quota = (await send('GET', '/api/quota', cookie)).json<QuotaAnswer>();
    const mine = quota.credentials.find((c) => c.id === credential.id)!;
    // channels.list when the channel was connected, and ceil(100 / 50) videos.list calls.
    expect(mine.used).toBe(3);
    expect(mine.used).toBe(await googleCounted(credential.clientId));
    expect(mine.left).toBe(mine.limit - 3);
  });

  it('counts the check of a channel, and refuses it once the day is spent', async () => {
    const { cookie, credential } = await userWithChannels(t);
    const [account] = (await send('GET', '/api/accounts', cookie)).json<{ id: string }[]>();
    const checked = await send('POST', `/api/accounts/${account!.id}/check`, cookie);
    expect(checked.statusCode, checked.body).toBe(200);
    const after = (await send('GET', '/api/quota', cookie)).json<QuotaAnswer>();
    expect(after.credentials.find((c) => c.id === credential.id)!.used).toBe(2);
    expect(await googleCounted(credential.clientId)).toBe(2);

    await t.pool.query('update quota_usage set units = 10000 where credential_key = $1', [
      credential.id,
    ]);
    const refused = await send('POST', `/api/accounts/${account!.id}/check`, cookie);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'PLATFORM_QUOTA' });
    expect(await googleCounted(credential.clientId)).toBe(2); // nothing reached Google
  });

  it("answers each credential's buckets: the units, and the searches of the day apart", async () => {
    const { cookie, credential } = await userWithChannels(t);
    await findPage(t, cookie, '/api/find/search?q=guitar');
    await findPage(t, cookie, '/api/find/search?q=chess');
    const quota = (await send('GET', '/api/quota', cookie)).json<Quota>();
    const mine = quota.credentials.find((c) => c.id === credential.id)!;
    // Connecting (1 unit), then each search: a search and its page's statistics (1 unit).
    expect(mine).toMatchObject({ used: 3, limit: 10_000, left: 9_997 });
    expect(mine.buckets).toEqual([
      { name: 'default', used: 3, limit: 10_000, left: 9_997 },
      { name: 'search', used: 2, limit: 100, left: 98 },
    ]);
    expect(await googleCounted(credential.clientId)).toBe(3);
    // The schema the OpenAPI document is generated from says the same.
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get: { responses: Record<string, unknown> } }>;
    }>();
    expect(JSON.stringify(spec.paths['/api/quota']!.get.responses['200'])).toContain(
      '"enum":["default","search"]',
    );
  });

  it("agrees with the confirmation: a search takes none of the units a batch's quota lines count", async () => {
    const { cookie, credential, accountIds, videoIds } = await userWithChannels(t, {
      videos: ['vid00000001', 'vid00000002'],
    });
    await findPage(t, cookie, '/api/find/search?q=guitar');
    const mine = (await send('GET', '/api/quota', cookie))
      .json<Quota>()
      .credentials.find((c) => c.id === credential.id)!;
    const preview = await send('POST', '/api/batches/preview', cookie, {
      accountIds,
      videoIds,
      mode: 'single',
      text: 'Counted in units',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    // "Units it costs" and "Units left today" are the default bucket's: 50 a comment, and what
    // the dashboard shows left of the 10,000, one search notwithstanding.
    expect(preview.json<{ quota: { cost: number; left: number }[] }>().quota).toEqual([
      expect.objectContaining({ cost: 2 * 50, left: mine.left }),
    ]);
    expect(mine.buckets.find((b) => b.name === 'search')).toMatchObject({ used: 1, left: 99 });
  });

  it('takes its limits from configuration: a project with more searches says so', async () => {
    const raised = await startTestApp({
      env: { QUOTA_DAILY_UNITS: '50000', QUOTA_SEARCH_CALLS: '500' },
      emulator: 'in-process',
    });
    try {
      const { cookie, credential } = await userWithChannels(raised);
      const mine = (await sender(raised)('GET', '/api/quota', cookie))
        .json<Quota>()
        .credentials.find((c) => c.id === credential.id)!;
      expect(mine.buckets).toEqual([
        { name: 'default', used: 1, limit: 50_000, left: 49_999 },
        { name: 'search', used: 0, limit: 500, left: 500 },
      ]);
    } finally {
      await raised.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { sender } from '@server/test/api-request';
import { googleUnitsUsed } from '@server/test/counts';
import { userWithChannels } from '@server/test/scenario';
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
});

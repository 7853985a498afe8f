import { describe, expect, it } from 'vitest';
import type { CreatedToken } from '@core/api/tokens.schema';
import { json, sender } from '@server/test/api-request';
import { rowCount } from '@server/test/counts';
import { userWithChannels } from '@server/test/scenario';
import { usePlatformTestApp } from '@server/test/use-test-app';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';

// docs/api.md §4: a script's batch sent several times at once with one Idempotency-Key.
const t = usePlatformTestApp();
const send = sender(t);

describe('one Idempotency-Key sent by several requests at once', () => {
  it('creates one batch, and each request is answered with it', async () => {
    const user = await userWithChannels(t, {
      channels: [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels],
      videos: ['vidAAAAAAA1', 'vidBBBBBBB2', 'vidCCCCCCC3'],
    });
    const made = await send('POST', '/api/tokens', user.cookie, {
      name: 'Launcher',
      scopes: ['read', 'batches:write'],
    });
    const { token } = made.json<CreatedToken>();
    const launch = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/batches',
        headers: { ...json, authorization: `Bearer ${token}`, 'idempotency-key': 'nightly-42' },
        payload: JSON.stringify({
          accountIds: user.accountIds,
          videoIds: user.videoIds,
          mode: 'single',
          text: 'Lovely video',
          confirmed: true,
        }),
      });
    const answers = await Promise.all(Array.from({ length: 6 }, launch));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(201));
    const ids = new Set(answers.map((answer) => answer.json<{ id: string }>().id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => !answer.headers['idempotent-replayed'])).toHaveLength(1);
    expect(await rowCount(t, 'batches')).toBe(1);
    expect(await rowCount(t, 'comments')).toBe(6);
  });
});

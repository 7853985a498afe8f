import { describe, expect, it } from 'vitest';
import { foldCountChanges } from '../db/tallies';
import { countedLooks } from '../test/batch-looks';
import { sender } from '../test/api-request';
import { userWithChannels } from '../test/scenario';
import { usePlatformTestApp } from '../test/use-test-app';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import type { VisibilityState } from '@core/visibility/visibility-state';
import { batchVisibility, recordLooks } from './visibility.repository';

const t = usePlatformTestApp();
const send = sender(t);

const look = (id: string, index: number, visibility: VisibilityState) => ({
  id,
  look: index,
  visibility,
  reason: null,
  seenVisible: visibility === 'visible',
  likeCount: null,
  replyCount: null,
  nextAt: null,
  looks: index + 1,
});

describe("a batch's visibility, from its tallies (migration 0028, docs/performance.md §5)", () => {
  it('agrees with counting its comments and their looks through every change, folded or not', async () => {
    const { cookie, workspaceId, accountIds, videoIds } = await userWithChannels(t, {
      name: 'seen',
      credential: { name: 'seen project' },
      channels: [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels],
      videos: ['seenVideo01', 'seenVideo02', 'seenVideo03'],
    });
    const created = await send('POST', '/api/batches', cookie, {
      accountIds,
      videoIds,
      mode: 'single',
      text: 'Seen or not',
      confirmed: true,
    });
    const batchId = created.json<{ id: string }>().id;
    const agree = async () => {
      const expected = await countedLooks(t.pool, batchId);
      expect(await batchVisibility(t.db, workspaceId, batchId)).toEqual(expected);
      return expected;
    };
    // Four posted: three two days ago, one an hour ago; two still pending.
    const { rows } = await t.pool.query<{ id: string }>(
      `select id from comments where batch_id = $1 order by position`,
      [batchId],
    );
    const [a, b, c, d] = rows.map((r) => r.id);
    await t.pool.query(
      `update comments set status = 'posted', platform_comment_id = 'Ug-seen-' || position,
              posted_at = now() - case when id = $2 then interval '1 hour' else interval '2 days' end
        where id = any($1::uuid[])`,
      [[a, b, c, d], b],
    );
    expect(await agree()).toEqual({
      looked: 0,
      visible: 0,
      notVisible: 0,
      dayLooked: 0,
      dayVisible: 0,
    });

    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    // A day look that sees it; a look at a comment an hour old; a look that could not judge.
    await recordLooks(
      t.db,
      [look(a!, 0, 'visible'), look(b!, 0, 'notVisible'), look(c!, 0, 'cannotCheck')],
      at(0),
    );
    expect(await agree()).toEqual({
      looked: 2,
      visible: 1,
      notVisible: 1,
      dayLooked: 1,
      dayVisible: 1,
    });
    // The next look judges the third; the same look of the first, made again, no longer sees it.
    await recordLooks(t.db, [look(c!, 1, 'removed'), look(a!, 0, 'notVisible')], at(1));
    expect(await agree()).toEqual({
      looked: 3,
      visible: 0,
      notVisible: 2,
      dayLooked: 2,
      dayVisible: 0,
    });
    // A later look that sees the third changes its state, not what the first day's look found.
    await recordLooks(t.db, [look(c!, 2, 'visible')], at(2));
    expect(await agree()).toMatchObject({ looked: 3, visible: 1, dayLooked: 2, dayVisible: 0 });

    await foldCountChanges(t.db);
    const { rows: left } = await t.pool.query<{ n: number }>(
      'select count(*)::int as n from batch_visibility_changes',
    );
    expect(left[0]!.n).toBe(0);
    await agree();

    // A posted comment deleted with its looks, and the one an hour old failed after all.
    await t.pool.query('delete from comments where id = $1', [c]);
    await t.pool.query(`update comments set status = 'failed' where id = $1`, [b]);
    expect(await agree()).toEqual({
      looked: 1,
      visible: 0,
      notVisible: 1,
      dayLooked: 1,
      dayVisible: 0,
    });
    await foldCountChanges(t.db);
    await agree();

    // Through the API: the batch's progress says the same.
    const progress = (await send('GET', `/api/batches/${batchId}`, cookie)).json<{
      visibility: unknown;
    }>();
    expect(progress.visibility).toEqual({
      looked: 1,
      visible: 0,
      notVisible: 1,
      day: { looked: 1, visible: 0 },
    });
  });
});

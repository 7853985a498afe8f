import { describe, expect, it } from 'vitest';
import { createTestWorker, postingHelpers } from '@server/test/posting';
import { signUp } from '@server/test/scenario';
import { usePlatformTestApp } from '@server/test/use-test-app';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';

const t = usePlatformTestApp();
const { send, setUp, launchText, drain } = postingHelpers(t);

type ReportRow = {
  id: string;
  position: number;
  accountId: string | null;
  accountName: string | null;
  accountAvatar: string | null;
  videoId: string;
  status: string;
  errorReason: string | null;
  errorMessage: string | null;
  postedAt: string | null;
  stoppedAt: string | null;
};

/** Two channels on a video that takes comments and one that does not: 2 posted, 2 failed. */
async function postedAndFailed() {
  const setup = await setUp(
    [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels],
    ['vidAAAAAAA1', 'CDdisabled1'],
  );
  const batch = await launchText(
    setup.cookie,
    setup.accountIds,
    ['vidAAAAAAA1', 'CDdisabled1'],
    'Reported',
  );
  await drain(setup.cookie, batch.id);
  return { ...setup, batch };
}

const report = async (cookie: string, batchId: string, query = '') =>
  (await send('GET', `/api/batches/${batchId}/comments${query}`, cookie)).json<ReportRow[]>();

describe('reports a user can act on', () => {
  it("says why each failed, as a code the web explains, beside the platform's words", async () => {
    const { cookie, batch } = await postedAndFailed();
    const failed = (await report(cookie, batch.id)).filter((c) => c.status === 'failed');
    expect(failed).toHaveLength(2);
    for (const row of failed) {
      expect(row).toMatchObject({
        errorReason: 'commentsDisabled',
        errorMessage: 'The video identified by the videoId parameter has disabled comments.',
      });
    }
  });

  it('keeps the name and picture of the channel that posted, after it is disconnected', async () => {
    const { cookie, batch, accountIds } = await postedAndFailed();
    expect((await send('DELETE', `/api/accounts/${accountIds[0]}`, cookie)).statusCode).toBe(200);
    const rows = await report(cookie, batch.id);
    const names = rows.map((r) => r.accountName).sort();
    expect(names).toEqual(['Alice Cooks', 'Alice Cooks', 'Alice Travels', 'Alice Travels']);
    expect(rows.filter((r) => r.accountId === null)).toHaveLength(2);
    expect(rows.every((r) => Boolean(r.accountAvatar))).toBe(true);
  });

  it("reads a batch's report page by page in plan order, and filters the list by channel", async () => {
    const { cookie, batch, accountIds } = await postedAndFailed();
    const first = await report(cookie, batch.id, '?limit=3');
    const rest = await report(cookie, batch.id, `?limit=3&after=${first.at(-1)!.position}`);
    expect([...first, ...rest].map((r) => r.position)).toEqual([0, 1, 2, 3]);
    const mine = (await send('GET', `/api/comments?accountId=${accountIds[1]}`, cookie)).json<
      ReportRow[]
    >();
    expect(mine).toHaveLength(2);
    expect(mine.every((c) => c.accountId === accountIds[1])).toBe(true);
    const stranger = await signUp(t);
    expect((await send('GET', `/api/batches/${batch.id}/comments`, stranger)).statusCode).toBe(404);
  });

  it("posts a failed comment again on the user's confirmed word, in its batch", async () => {
    const setup = await setUp([DEMO_CHANNEL.aliceCooks], ['vidAAAAAAA1']);
    // YouTube refuses the first send; by the second, what forbade it has changed.
    t.emu.state.faults.push({
      reason: 'forbidden',
      method: 'commentThreads.insert',
      rate: 1,
      remaining: 1,
    });
    const batch = await launchText(setup.cookie, setup.accountIds, ['vidAAAAAAA1'], 'Again');
    await drain(setup.cookie, batch.id);
    const [failed] = await report(setup.cookie, batch.id);
    expect(failed).toMatchObject({ status: 'failed', errorReason: 'forbidden' });
    const unconfirmedYes = await send(
      'POST',
      `/api/comments/${failed!.id}/resend`,
      setup.cookie,
      {},
    );
    expect(unconfirmedYes.statusCode).toBe(400);
    const queued = await send('POST', `/api/comments/${failed!.id}/resend`, setup.cookie, {
      confirmed: true,
    });
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json()).toMatchObject({ status: 'pending', errorReason: null, stoppedAt: null });
    await drain(setup.cookie, batch.id, await createTestWorker(t));
    const [again] = await report(setup.cookie, batch.id);
    expect(again!.status).toBe('posted');
    // A posted comment is never sent again this way.
    const twice = await send('POST', `/api/comments/${failed!.id}/resend`, setup.cookie, {
      confirmed: true,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('says when each one stopped, and refuses to post again what cannot succeed', async () => {
    const { cookie, batch, accountIds } = await postedAndFailed();
    const rows = await report(cookie, batch.id);
    for (const row of rows) {
      if (row.status === 'posted') expect(row.stoppedAt).toBeNull();
      else expect(Date.parse(row.stoppedAt!)).toBeGreaterThan(Date.parse('2026-01-01'));
    }
    const [turnedOff, disconnected] = rows.filter((c) => c.status === 'failed');
    const refused = await send('POST', `/api/comments/${turnedOff!.id}/resend`, cookie, {
      confirmed: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CANNOT_POST_AGAIN',
      detail: 'commentsDisabled',
    });
    // Even once comments are back on, its channel is gone: nothing would post it.
    t.emu.state.commentsEnabled.set('CDdisabled1', true);
    const channel = accountIds.find((id) => id === disconnected!.accountId)!;
    expect((await send('DELETE', `/api/accounts/${channel}`, cookie)).statusCode).toBe(200);
    const orphan = await send('POST', `/api/comments/${disconnected!.id}/resend`, cookie, {
      confirmed: true,
    });
    expect(orphan.json()).toMatchObject({ code: 'CANNOT_POST_AGAIN', detail: 'noChannel' });
    expect((await report(cookie, batch.id)).map((r) => r.status).sort()).toEqual(
      rows.map((r) => r.status).sort(),
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { Channel } from '@core/api/channels.schema';
import type { Batch, BatchPreview } from '@core/api/batches.schema';
import type { Dashboard } from '@core/api/dashboard.schema';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { ledgerUnits } from '../test/counts';
import { importVideos } from '../test/scenario';
import { buildTestServices, postingHelpers } from '../test/posting';
import { usePlatformTestApp } from '../test/use-test-app';
import { checkDueLooks, checkWorkspaceLooks } from './visibility-checks.service';
import type { CheckDeps } from './visibility-round';
import { scheduleNewlyPosted, visibilityAllowance } from './visibility.repository';
import { nextQuotaReset, quotaDay, quotaDayStart } from '@core/posting/quota-day';

const t = usePlatformTestApp();
const { send, setUp, launch, launchText, drain, emulator } = postingHelpers(t);

/** Looks 10 s and 60 s after posting (the test services' delays). */
const FIRST = 10_000;
const SECOND = 60_000;
const KEY = 'AIzaSyViewerKeyForChecks000000000000000';

const ids = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(11 - prefix.length, '0')}`);

async function deps(
  overrides: { unitsPerDay?: number; apiKey?: string; quotaDailyUnits?: number } = {},
): Promise<CheckDeps> {
  return buildTestServices(t, {
    apiKey: overrides.apiKey,
    visibility: { delaysMs: [FIRST, SECOND], unitsPerDay: overrides.unitsPerDay ?? 500 },
    posting: overrides.quotaDailyUnits ? { quotaDailyUnits: overrides.quotaDailyUnits } : {},
  });
}

interface Row {
  id: string;
  video_id: string;
  channel_title: string;
  platform_comment_id: string;
  visibility: string | null;
  visibility_reason: string | null;
  visibility_looks: number;
  like_count: number | null;
  reply_count: number | null;
  visibility_next_at: Date | null;
}

async function rows(workspaceId: string) {
  const { rows } = await t.pool.query<Row>(
    `select id, video_id, channel_title, platform_comment_id, visibility, visibility_reason,
            visibility_looks, like_count, reply_count, visibility_next_at
       from comments where workspace_id = $1 order by video_id, channel_title`,
    [workspaceId],
  );
  return rows;
}

const statesOf = async (workspaceId: string) =>
  Object.fromEntries(
    (await rows(workspaceId)).map((r) => [`${r.channel_title}/${r.video_id}`, r.visibility]),
  );

/** A user whose channels have each posted one comment on each video; the time it was done. */
async function posted(channels: string[], videos: string[]) {
  const user = await setUp(channels, videos);
  // From a saved template: the dashboard counts how each text fares.
  const template = (
    await send('POST', '/api/comment-templates', user.cookie, { content: 'Lovely video!' })
  ).json<{ id: string }>();
  const batch = await launch(user.cookie, {
    accountIds: user.accountIds,
    videoIds: videos,
    mode: 'single',
    templateId: template.id,
  });
  expect((await drain(user.cookie, batch.id)).status).toBe('done');
  const postedAt = Date.now();
  // The checker's round gives a comment its first look as soon as it is posted.
  await scheduleNewlyPosted(t.db, new Date(postedAt), [FIRST, SECOND]);
  return { ...user, postedAt, batchId: batch.id };
}

const at = (postedAt: number, ms: number) => new Date(postedAt + ms + 1000);
const saveKey = (cookie: string, apiKey = KEY) =>
  send('POST', '/api/settings/check-key', cookie, { apiKey });

/** Looks once more at every comment due at `now`, as the checker's round does (4 units). */
const round = async (d: CheckDeps, now: Date) => checkDueLooks(d, { now, tickMs: 600_000 });

describe('a posted comment looked at as others see it', () => {
  it('is visible with its likes and replies, or not visible when YouTube hides it', async () => {
    await emulator().post('moderation', { channelId: DEMO_CHANNEL.bobBuilds, mode: 'hide' });
    const user = await posted([DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.bobBuilds], ['vidAAAAAAA1']);
    const [alice] = (await rows(user.workspaceId)).filter((r) => r.channel_title === 'Alice Cooks');
    await emulator().post(`comments/${alice!.platform_comment_id}/likes`, { count: 3 });
    await emulator().post(`comments/${alice!.platform_comment_id}/replies`, { text: 'Agreed' });
    expect((await saveKey(user.cookie)).json()).toMatchObject({ status: 'unchecked' });
    const d = await deps();

    // Not due before its first delay.
    await round(d, new Date(user.postedAt + FIRST - 2000));
    expect(await statesOf(user.workspaceId)).toEqual({
      'Alice Cooks/vidAAAAAAA1': 'checking',
      'Bob Builds/vidAAAAAAA1': 'checking',
    });
    const outcomes = await round(d, at(user.postedAt, FIRST));
    // One call for both; Alice's comment, listed, proves the video is up: no videos.list. Its
    // thread, seen with a reply, is read after the looks (docs/replies.md §1): a second unit.
    expect(outcomes.get(user.workspaceId)).toMatchObject({ units: 2, looked: 2 });
    expect(await statesOf(user.workspaceId)).toEqual({
      'Alice Cooks/vidAAAAAAA1': 'visible',
      'Bob Builds/vidAAAAAAA1': 'notVisible',
    });
    const [a, b] = await rows(user.workspaceId);
    expect(a).toMatchObject({ like_count: 3, reply_count: 1, visibility_looks: 1 });
    expect(b).toMatchObject({ like_count: null, visibility_looks: 1 });
    // Looked at through the key, never a grant; paid from the key's own quota.
    const lists = await emulator().calls('commentThreads.list');
    expect(lists.map((c) => c.channelId)).toEqual([undefined]);
    expect(await ledgerUnits(t, `checkkey:${user.workspaceId}`)).toBe(2);
    const key = await send('GET', '/api/settings/check-key', user.cookie);
    expect(key.json()).toMatchObject({ status: 'valid', problem: null });
    expect(key.body).not.toContain(KEY);
    const { rows: looks } = await t.pool.query('select look, visibility from comment_looks');
    expect(looks).toHaveLength(2);
  });

  it("never looks with the author's own grant: another Google account's channel looks instead", async () => {
    await emulator().post('moderation', { channelId: DEMO_CHANNEL.bobBuilds, mode: 'hold' });
    const user = await posted([DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.bobBuilds], ['vidAAAAAAA1']);
    await round(await deps(), at(user.postedAt, FIRST));
    // Had Bob's own grant looked, his held comment would have seemed visible.
    expect(await statesOf(user.workspaceId)).toEqual({
      'Alice Cooks/vidAAAAAAA1': 'visible',
      'Bob Builds/vidAAAAAAA1': 'notVisible',
    });
    const lists = await emulator().calls('commentThreads.list');
    expect(lists.map((c) => c.channelId).sort()).toEqual([
      DEMO_CHANNEL.aliceCooks,
      DEMO_CHANNEL.bobBuilds,
    ]);
    // Each paid by the credential of the channel that looked.
    expect(await ledgerUnits(t, user.credential.id)).toBeGreaterThanOrEqual(2);
  });

  it('cannot be checked with only the author’s Google account; a key given later checks it', async () => {
    const user = await posted(
      [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels],
      ['vidAAAAAAA1'],
    );
    const d = await deps();
    await round(d, at(user.postedAt, FIRST));
    const before = await rows(user.workspaceId);
    expect(before.map((r) => [r.visibility, r.visibility_reason])).toEqual([
      ['cannotCheck', 'onlyAuthor'],
      ['cannotCheck', 'onlyAuthor'],
    ]);
    expect(await emulator().calls('commentThreads.list')).toHaveLength(0);

    await saveKey(user.cookie);
    await round(d, at(user.postedAt, FIRST + 2000));
    expect(Object.values(await statesOf(user.workspaceId))).toEqual(['visible', 'visible']);
  });

  it('is removed when a comment others saw goes missing, and the video’s own trouble is not a hidden comment', async () => {
    const user = await posted(
      [DEMO_CHANNEL.aliceCooks],
      ['vidAAAAAAA1', 'vidBBBBBBB2', 'vidCCCCCCC3'],
    );
    const d = await deps({ apiKey: 'server-key-for-checks-0000000' });
    await round(d, at(user.postedAt, FIRST));
    expect(Object.values(await statesOf(user.workspaceId))).toEqual([
      'visible',
      'visible',
      'visible',
    ]);

    const [a] = await rows(user.workspaceId);
    await fetch(`${t.emu.url}/__emulator/comments/${a!.platform_comment_id}`, { method: 'DELETE' });
    await emulator().post('videos/vidBBBBBBB2/gone', { gone: true });
    await emulator().post('videos/vidCCCCCCC3/comments', { enabled: false });
    await round(d, at(user.postedAt, SECOND));
    expect(await statesOf(user.workspaceId)).toEqual({
      'Alice Cooks/vidAAAAAAA1': 'removed',
      'Alice Cooks/vidBBBBBBB2': 'videoUnavailable',
      'Alice Cooks/vidCCCCCCC3': 'videoUnavailable',
    });
    // The three videos asked about in one call, with the server's key (the import used a grant).
    const byKey = (await emulator().calls('videos.list')).filter((c) => !c.channelId);
    expect(byKey).toHaveLength(1);
    // The last look was made: nothing more is due.
    expect((await rows(user.workspaceId)).map((r) => r.visibility_next_at)).toEqual([
      null,
      null,
      null,
    ]);
  });

  it("asks for 50 comments a call, the oldest due first with its video's others, within the daily ceiling spread over the day", async () => {
    const videos = ids(30, 'vidMANY');
    const user = await posted([DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.bobBuilds], videos);
    await saveKey(user.cookie);

    const outcome = await checkWorkspaceLooks(
      await deps(),
      user.workspaceId,
      at(user.postedAt, FIRST),
      10,
    );
    expect(outcome).toMatchObject({ units: 2, looked: 60 });
    expect(await emulator().calls('commentThreads.list')).toHaveLength(2);

    // Due again, from the start of the quota day, in an order unlike the videos' or the channels'.
    const dayStart = quotaDayStart(new Date());
    const due = (await rows(user.workspaceId)).sort((a, b) =>
      a.platform_comment_id.localeCompare(b.platform_comment_id),
    );
    for (const [i, row] of due.entries())
      await t.pool.query('update comments set visibility_next_at = $2 where id = $1', [
        row.id,
        new Date(dayStart.getTime() + i * 1000),
      ]);
    await t.pool.query('delete from visibility_usage');
    // Half an hour into the day, 16 units a day allow 1 so far (16 × 1.5 h of 24): one call.
    const early = new Date(dayStart.getTime() + 30 * 60_000);
    const d = await deps({ unitsPerDay: 16 });
    const capped = await checkWorkspaceLooks(d, user.workspaceId, early, 10);
    expect(capped).toMatchObject({ units: 1, looked: 50, stoppedBy: 'ceiling' });
    // The 50 looked at made their last look (no next): the 25 videos first due, each with both
    // of its comments. The 10 of the 5 videos due last are still due.
    const firstDue = [...new Set(due.map((r) => r.video_id))];
    const waiting = (await rows(user.workspaceId)).filter((r) => r.visibility_next_at !== null);
    expect(waiting.map((r) => r.id).sort()).toEqual(
      due
        .filter((r) => firstDue.indexOf(r.video_id) >= 25)
        .map((r) => r.id)
        .sort(),
    );
    // Late in the day the rest of the 16 may be spent: the 10 left in one more call.
    const late = new Date(nextQuotaReset(early).getTime() - 60_000);
    expect(await checkWorkspaceLooks(d, user.workspaceId, late, 10)).toMatchObject({
      units: 1,
      looked: 10,
    });
    expect(await visibilityAllowance.spent(t.db, user.workspaceId, quotaDay(early))).toBe(2);
  });

  it("never takes the units that confirmed comments need; a look refused is made later, not 'not visible'", async () => {
    const user = await posted([DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.bobBuilds], ['vidAAAAAAA1']);
    // Two comments waiting to be posted hold 100 of the credential's 101 units left.
    await send('POST', '/api/settings', user.cookie, { pauseAll: true });
    await importVideos(t, user.cookie, ['vidBBBBBBB2']);
    await launchText(user.cookie, user.accountIds, ['vidBBBBBBB2'], 'Waiting');
    const used = await ledgerUnits(t, user.credential.id);
    const d = await deps({ quotaDailyUnits: used + 100 });
    const outcome = await checkWorkspaceLooks(d, user.workspaceId, at(user.postedAt, FIRST), 10);
    expect(outcome).toMatchObject({ units: 0, looked: 0, stoppedBy: 'quota' });
    expect(await ledgerUnits(t, user.credential.id)).toBe(used);
    expect(Object.values(await statesOf(user.workspaceId))).toEqual([
      'checking',
      'checking',
      null,
      null,
    ]);
  });

  it('says so when Google refuses the key, and a failed look changes nothing', async () => {
    const user = await posted([DEMO_CHANNEL.aliceCooks], ['vidAAAAAAA1']);
    await saveKey(user.cookie, 'invalidKeyThatGoogleRefuses000');
    const d = await deps();
    await round(d, at(user.postedAt, FIRST));
    const key = (await send('GET', '/api/settings/check-key', user.cookie)).json();
    expect(key).toMatchObject({
      status: 'invalid',
      problem: expect.stringMatching(/API key not valid/),
    });
    await round(d, at(user.postedAt, FIRST + 1000));
    expect((await rows(user.workspaceId))[0]).toMatchObject({
      visibility: 'cannotCheck',
      visibility_reason: 'keyInvalid',
    });

    await saveKey(user.cookie);
    await emulator().post('faults', { reason: 'backendError', method: 'commentThreads.list' });
    await round(d, at(user.postedAt, FIRST + 2000));
    expect((await rows(user.workspaceId))[0]).toMatchObject({
      visibility: 'checking',
      visibility_looks: 0,
    });
    await fetch(`${t.emu.url}/__emulator/faults`, { method: 'DELETE' });
    await round(d, at(user.postedAt, SECOND - 1000));
    expect((await rows(user.workspaceId))[0]).toMatchObject({ visibility: 'visible' });
  });

  it("looks with the user's own key before the server's; the key is sealed at rest and never shown", async () => {
    const user = await posted([DEMO_CHANNEL.aliceCooks], ['vidAAAAAAA1']);
    await saveKey(user.cookie);
    const { rows: stored } = await t.pool.query('select key_sealed from check_keys');
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(KEY.slice(8));
    const shown = await send('GET', '/api/settings/check-key', user.cookie);
    expect(shown.json()).toMatchObject({ status: 'unchecked' });
    expect(shown.body).not.toContain(KEY.slice(8));

    await round(await deps({ apiKey: 'server-key-for-checks-0000000' }), at(user.postedAt, FIRST));
    expect(Object.values(await statesOf(user.workspaceId))).toEqual(['visible']);
    // Paid by the workspace's own Google project, not by the server's key.
    expect(await ledgerUnits(t, `checkkey:${user.workspaceId}`)).toBe(1);
    expect(await ledgerUnits(t, 'server')).toBe(0);
    expect((await send('GET', '/api/settings/check-key', user.cookie)).json()).toMatchObject({
      status: 'valid',
    });
  });

  it('cannot be checked by anyone once its only channel is gone, and says so', async () => {
    const user = await posted([DEMO_CHANNEL.aliceCooks], ['vidAAAAAAA1']);
    await send('DELETE', `/api/accounts/${user.accountIds[0]}`, user.cookie);
    await round(await deps(), at(user.postedAt, FIRST));
    expect((await rows(user.workspaceId))[0]).toMatchObject({
      visibility: 'cannotCheck',
      visibility_reason: 'noViewer',
    });
    expect(await emulator().calls('commentThreads.list')).toHaveLength(0);
  });

  it("says so when Google refuses the server's key, and asks with it no more", async () => {
    const user = await posted([DEMO_CHANNEL.aliceCooks], ['vidAAAAAAA1']);
    const d = await deps({ apiKey: 'invalidServerKeyGoogleRefuses0' });
    const first = (await round(d, at(user.postedAt, FIRST))).get(user.workspaceId);
    expect(first?.serverKeyRefused).toMatch(/API key not valid/);
    // Refused, it is no look: the comment waits as it was, and is not "not visible".
    expect((await rows(user.workspaceId))[0]).toMatchObject({ visibility: 'checking' });
    const second = (await round(d, at(user.postedAt, FIRST + 1000))).get(user.workspaceId);
    // Not asked again (no unit spent, no refusal); only its author's Google account is left,
    // which must not look: the comment says why.
    expect(second).toMatchObject({ units: 0, looked: 0 });
    expect(second?.serverKeyRefused).toBeUndefined();
    expect((await rows(user.workspaceId))[0]).toMatchObject({
      visibility: 'cannotCheck',
      visibility_reason: 'serverKeyInvalid',
    });
  });
});

/** Bob's comments hidden on 5 videos, Alice's seen: both looks made. */
async function hiddenBob(pauseHiddenChannels = true) {
  await emulator().post('moderation', { channelId: DEMO_CHANNEL.bobBuilds, mode: 'hide' });
  const videos = ids(5, 'vidFIVE');
  const user = await posted([DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.bobBuilds], videos);
  await saveKey(user.cookie);
  await send('POST', '/api/settings', user.cookie, { pauseHiddenChannels });
  const d = await deps();
  await round(d, at(user.postedAt, FIRST));
  const outcome = (await round(d, at(user.postedAt, SECOND))).get(user.workspaceId);
  const bob = user.accounts.find((a) => a.fullName === 'Bob Builds')!;
  const channels = async () => (await send('GET', '/api/accounts', user.cookie)).json<Channel[]>();
  const bobNow = async () => (await channels()).find((a) => a.id === bob.id)!;
  /** The confirmation's warning about channels others have not been seeing. */
  const warned = async () =>
    (
      await send('POST', '/api/batches/preview', user.cookie, {
        accountIds: user.accountIds,
        videoIds: videos,
        mode: 'single',
        text: 'Once more',
      })
    ).json<BatchPreview>().warnings.hiddenChannels;
  return { ...user, d, videos, outcome, bob, channels, bobNow, warned };
}

describe("a channel's health", () => {
  it('pauses a channel whose last 5 comments were not visible at their second look; resuming starts the count again', async () => {
    const user = await hiddenBob();
    expect(user.outcome?.paused).toEqual([user.bob.id]);
    const { rows: paused } = await t.pool.query(
      'select channel_title, posting_paused, paused_reason from accounts where workspace_id = $1 order by channel_title',
      [user.workspaceId],
    );
    expect(paused).toEqual([
      { channel_title: 'Alice Cooks', posting_paused: false, paused_reason: null },
      { channel_title: 'Bob Builds', posting_paused: true, paused_reason: 'hidden' },
    ]);
    expect(await user.bobNow()).toMatchObject({
      postingPaused: true,
      pausedReason: 'hidden',
      health: { flagged: true, visibleRate: 0, checked: 5 },
    });
    expect(await user.warned()).toEqual(['Bob Builds']);

    // Resumed an hour after those looks (the test's clock runs ahead of the server's): the
    // comments judged before no longer count towards the flag or the warning.
    await t.pool.query(
      "update comments set second_look_at = second_look_at - interval '1 hour' where workspace_id = $1",
      [user.workspaceId],
    );
    await send('POST', `/api/accounts/${user.bob.id}/resume-posting`, user.cookie);
    expect(await user.bobNow()).toMatchObject({
      postingPaused: false,
      health: { flagged: false, visibleRate: 0, checked: 5 },
    });
    expect(await user.warned()).toEqual([]);
  });

  it('with the setting off, flags the channel and warns, but leaves it posting', async () => {
    const user = await hiddenBob(false);
    expect(user.outcome?.paused).toEqual([]);
    expect(await user.bobNow()).toMatchObject({
      postingPaused: false,
      pausedReason: null,
      health: { flagged: true, visibleRate: 0 },
    });
    expect(await user.warned()).toEqual(['Bob Builds']);
  });
});

describe('what the screens are told', () => {
  it("the batch's summary, the report's filter and the dashboard count what others see", async () => {
    const user = await hiddenBob();
    const batch = (await send('GET', `/api/batches/${user.batchId}`, user.cookie)).json<Batch>();
    expect(batch.visibility).toEqual({ looked: 10, visible: 5, notVisible: 5, day: null });
    const filtered = async (visibility: string) =>
      (await send('GET', `/api/comments?visibility=${visibility}`, user.cookie)).json<
        { accountName: string }[]
      >();
    expect((await filtered('notVisible')).map((c) => c.accountName)).toEqual(
      Array(5).fill('Bob Builds'),
    );
    expect((await filtered('visible')).map((c) => c.accountName)).toEqual(
      Array(5).fill('Alice Cooks'),
    );
    expect(await filtered('removed')).toEqual([]);
    const dashboard = (await send('GET', '/api/dashboard', user.cookie)).json<Dashboard>();
    expect(dashboard.seen).toEqual({ posted: 10, checked: 10, visible: 5, likes: 0, replies: 0 });
    expect(
      Object.fromEntries(dashboard.results.channels.map((c) => [c.name, [c.checked, c.visible]])),
    ).toEqual({ 'Alice Cooks': [5, 5], 'Bob Builds': [5, 0] });
    expect(dashboard.results.templates).toEqual([
      expect.objectContaining({ name: 'Lovely video!', posted: 10, checked: 10, visible: 5 }),
    ]);
  });
});

describe("a comment's replies", () => {
  it('are listed newest first on demand, those not seen before marked new', async () => {
    const user = await posted([DEMO_CHANNEL.aliceCooks], ['vidAAAAAAA1']);
    await saveKey(user.cookie);
    const [comment] = await rows(user.workspaceId);
    const reply = (text: string) =>
      emulator().post(`comments/${comment!.platform_comment_id}/replies`, { text, author: 'Dee' });
    await reply('First!');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await reply('Agreed');
    const read = async () =>
      (await send('GET', `/api/comments/${comment!.id}/replies`, user.cookie)).json<{
        replies: { text: string; author: string; isNew: boolean }[];
        nextPageToken: string | null;
      }>();

    expect(await read()).toEqual({
      replies: [
        expect.objectContaining({ text: 'Agreed', author: 'Dee', isNew: true }),
        expect.objectContaining({ text: 'First!', isNew: true }),
      ],
      nextPageToken: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await reply('Thanks');
    expect((await read()).replies.map((r) => [r.text, r.isNew])).toEqual([
      ['Thanks', true],
      ['Agreed', false],
      ['First!', false],
    ]);
    // A unit a page, paid by the key.
    expect(await ledgerUnits(t, `checkkey:${user.workspaceId}`)).toBe(2);

    const other = await posted([DEMO_CHANNEL.aliceCooks], ['vidBBBBBBB2']);
    const theirs = await send('GET', `/api/comments/${comment!.id}/replies`, other.cookie);
    expect(theirs.statusCode).toBe(404);
  });
});

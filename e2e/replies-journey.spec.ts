import { expect, test, type Page } from '@playwright/test';
import { forEachDevice, isPhone, press, screenshot } from './device';
import { connectDemoChannel, registerThroughApi, switchLanguage } from './helpers';
import { EMULATOR_URL } from './ports';

/**
 * docs/replies.md as a person meets it: viewers reply to a posted comment on "YouTube"; the
 * visibility checks (2 and 15 seconds after posting, in the journeys' server) read the thread; the
 * inbox shows the replies; the person answers one from the thread, confirms it, and the answer
 * appears once in the thread, once on the platform, and in Reports as an answer.
 */

const ALICE = 'UCaliceCooksDemo000000A1';
const KEY = 'AIzaSyJourneyKeyForReplies0000000000000';
const ANSWER = 'A 35 mm prime, wide open.';

const control = (page: Page, path: string, data: unknown) =>
  page.request.post(`${EMULATOR_URL}/__emulator/${path}`, { data });

/** Alice Cooks' comment on a new video, posted, with two viewers' replies on the platform. */
async function commentWithReplies(page: Page) {
  await registerThroughApi(page);
  await connectDemoChannel(page, 'Alice Cooks');
  const videoId = `rep${Math.random().toString(36).slice(2, 10).padEnd(8, '0')}`;
  const imported = await page.request.post('/api/videos/import', {
    data: { videos: [{ videoId, title: 'Night photography basics' }], source: 'manual' },
  });
  expect(imported.ok()).toBe(true);
  // A viewer for the checks other than the author's own Google account.
  expect((await page.request.post('/api/settings/check-key', { data: { apiKey: KEY } })).ok()).toBe(
    true,
  );
  await page.request.post('/api/settings', { data: { pacingSeconds: 1 } });
  const accounts = (await (await page.request.get('/api/accounts')).json()) as { id: string }[];
  const launched = await page.request.post('/api/batches', {
    data: {
      accountIds: [accounts[0]!.id],
      videoIds: [videoId],
      mode: 'single',
      text: 'Such clean night shots!',
      confirmed: true,
    },
  });
  expect(launched.status()).toBe(201);
  let platformId: string | null = null;
  await expect
    .poll(
      async () => {
        const rows = (await (
          await page.request.get(`/api/comments?videoId=${videoId}`)
        ).json()) as { platformCommentId: string | null }[];
        platformId = rows[0]?.platformCommentId ?? null;
        return platformId;
      },
      { timeout: 30_000 },
    )
    .not.toBeNull();
  for (const [author, text] of [
    ['Dee', 'Which lens did you use?'],
    ['Eve', 'Great tips, thanks'],
  ])
    expect((await control(page, `comments/${platformId}/replies`, { author, text })).ok()).toBe(
      true,
    );
  return { videoId, platformId: platformId! };
}

/** The platform's copy of the thread: Alice's answers in it. */
async function answersOnPlatform(page: Page, platformId: string) {
  const comments = (await (
    await page.request.get(`${EMULATOR_URL}/__emulator/comments`)
  ).json()) as {
    id: string;
    repliesAdded: { authorChannelId?: string; text: string }[];
  }[];
  return (comments.find((c) => c.id === platformId)?.repliesAdded ?? [])
    .filter((r) => r.authorChannelId === ALICE)
    .map((r) => r.text);
}

forEachDevice(() => {
  test('viewers reply, the inbox shows them, one is answered once: in the thread and in Reports', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { platformId } = await commentWithReplies(page);
    // Read by the second look's round (15 s after posting), then offered in the navigation.
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/inbox/count')).json()) as { any: boolean }).any,
        { timeout: 60_000 },
      )
      .toBe(true);

    await page.goto('/dashboard');
    if (isPhone(page)) {
      await press(page.getByRole('button', { name: /Open menu/ }));
      await press(page.getByRole('dialog').getByRole('link', { name: 'Inbox, 2 unread replies' }));
    } else {
      await press(page.getByRole('link', { name: 'Inbox, 2 unread replies' }));
    }
    await expect(page).toHaveURL(/\/inbox/);
    const dee = page.getByRole('listitem', { name: 'Reply from Dee' });
    await expect(dee).toContainText('Which lens did you use?');
    await expect(dee).toContainText('Night photography basics');
    await expect(page.getByRole('listitem', { name: 'Reply from Eve' })).toBeVisible();
    await screenshot(page, 'inbox');

    await press(dee.getByRole('button', { name: 'Open thread' }));
    const thread = page.getByRole('dialog', { name: 'Thread' });
    await expect(thread).toContainText('Such clean night shots!');
    await thread.getByRole('textbox', { name: 'Your answer' }).fill(ANSWER);
    // The channel's list opens where a finger reaches it, on a phone's full-screen thread too.
    await press(thread.getByRole('combobox', { name: 'Answer as' }));
    await press(page.getByRole('option', { name: 'Alice Cooks' }));
    await expect(thread).toContainText('Alice Cooks wrote the comment and answers in its thread.');
    await press(thread.getByRole('button', { name: 'Review answer' }));
    const confirm = page.getByRole('dialog', { name: 'Post this answer?' });
    await expect(confirm).toContainText('Quota: 50 units');
    await expect(confirm).toContainText(ANSWER);
    await screenshot(page, 'inbox-confirm');
    await press(confirm.getByRole('button', { name: 'Post answer' }));
    await expect(confirm).toBeHidden();
    // Posted within seconds (pacing 1 s); the thread shows it in its place, once.
    await expect(thread.getByText('Our answer', { exact: true })).toHaveCount(1, {
      timeout: 30_000,
    });
    await expect(thread).toContainText(ANSWER);
    expect(await answersOnPlatform(page, platformId)).toEqual([ANSWER]);
    // The person gives the reply to themselves: the card says so, and "Given to me" finds it.
    await press(thread.getByRole('combobox', { name: 'Given to' }));
    await press(page.getByRole('option', { name: /\(you\)$/ }));
    await expect(thread.getByRole('combobox', { name: 'Given to' })).toHaveValue(/\(you\)$/);
    await screenshot(page, 'inbox-thread');

    // Answered is handled; and as the thread's answer came after both replies (docs/replies.md
    // §2), neither waits for an answer any more.
    await press(thread.getByRole('button', { name: /Close/ }).first());
    await expect(thread).toBeHidden();
    await expect(page.getByRole('listitem', { name: 'Reply from Dee' })).toContainText('Handled');
    await expect(page.getByRole('listitem', { name: 'Reply from Dee' })).toContainText(
      'Given to you',
    );
    // A switch as the pause of all posting is (accounts-journey.spec.ts): its input, which its
    // label covers, is what takes the press.
    const mine = page.getByRole('switch', { name: 'Given to me' });
    await mine.click();
    await expect(mine).toBeChecked();
    await expect(page.getByRole('listitem', { name: 'Reply from Eve' })).toBeHidden();
    await expect(page.getByRole('listitem', { name: 'Reply from Dee' })).toBeVisible();
    await mine.click();
    await expect(page.getByRole('listitem', { name: 'Reply from Eve' })).toBeVisible();
    await press(page.getByText('Waiting for an answer', { exact: true }));
    await expect(page.getByText('No reply matches what is chosen.')).toBeVisible();

    // Reports: the answer, said to be one.
    await page.goto('/launch?tab=reports');
    await expect(page.getByText('Answer in a thread').first()).toBeVisible();

    // The inbox and the thread in the other languages (looked at, not asserted beyond words).
    await page.goto('/inbox');
    for (const language of ['zh-CN', 'zh-TW'] as const) {
      await switchLanguage(page, language);
      await expect(
        page.getByRole('heading', { name: language === 'zh-CN' ? '收件箱' : '收件匣' }),
      ).toBeVisible();
      await screenshot(page, 'inbox', language);
      const open = language === 'zh-CN' ? '打开对话' : '開啟對話';
      await press(page.getByRole('button', { name: open }).first());
      await expect(page.getByRole('dialog')).toContainText(ANSWER);
      await screenshot(page, 'inbox-thread', language);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  });
});

import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Comment } from '@core/api/batches.schema';
import type { Role } from '@core/workspaces/roles';
import { queryKeys } from '@web/lib/query-keys';
import { fakeFetch } from '@web/test/fake-fetch';
import { ADA, memberAnswer, signedInClient } from '@web/test/member';
import { renderWithApp } from '@web/test/render';
import i18n from '@web/i18n/i18n';
import { ReportList } from './report-list';

const comment = (over: Partial<Comment>): Comment => ({
  id: 'c1',
  kind: 'comment',
  replyId: null,
  batchId: 'b1',
  batchCreatedBy: null,
  accountId: 'a1',
  accountName: 'Alice Cooks',
  accountAvatar: null,
  accountEmail: 'alice@example.com',
  videoId: 'CDrptFail01',
  videoTitle: 'Soup in ten minutes',
  videoThumbnail: null,
  content: 'Thanks for this one',
  status: 'failed',
  errorMessage: 'The caller is not permitted to make this request.',
  errorReason: 'forbidden',
  errorParams: null,
  platformCommentId: null,
  postedAt: null,
  stoppedAt: '2026-11-23T01:42:10.000Z',
  createdAt: '2026-11-23T01:41:41.000Z',
  visibility: null,
  likeCount: null,
  replyCount: null,
  waitingForWindowUntil: null,
  notBefore: null,
  ...over,
});

afterEach(() => i18n.changeLanguage('en'));

const stubFetch = () => fakeFetch(comment({}));

const sent = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.map(([url, init]) => [init?.method ?? 'GET', url, init?.body ?? null]);

describe('ReportList row actions', () => {
  it('posts a failed comment again only after a confirmation that says what will be sent', async () => {
    const fetch = stubFetch();
    renderWithApp(<ReportList comments={[comment({})]} />);
    const card = screen.getByRole('listitem');
    expect(within(card).getByText(/YouTube did not allow this comment/)).toBeTruthy();
    // When it failed, to the minute, as the reader's language writes it.
    expect(within(card).getByText(/2026/).closest('time')?.getAttribute('datetime')).toBe(
      '2026-11-23T01:42:10.000Z',
    );

    await userEvent.click(within(card).getByRole('button', { name: 'Post again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Try this comment again?' });
    expect(
      within(dialog).getByText(/Alice Cooks will post this on “Soup in ten minutes”/),
    ).toBeTruthy();
    expect(within(dialog).getByText(/50 units/)).toBeTruthy();
    expect(within(dialog).getByText('Thanks for this one')).toBeTruthy();
    expect(within(dialog).getByText(/Unless that has changed, it will fail again/)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Post again' }));
    await screen.findByText('Queued to be posted again');
    expect(sent(fetch)).toContainEqual([
      'POST',
      '/api/comments/c1/resend',
      JSON.stringify({ confirmed: true }),
    ]);
  });

  it('offers no Post again where it cannot succeed, and says why', () => {
    stubFetch();
    renderWithApp(
      <ReportList
        comments={[
          comment({ id: 'c1', errorReason: 'commentsDisabled' }),
          comment({ id: 'c2', errorReason: 'videoNotFound' }),
          comment({ id: 'c3', accountId: null, errorReason: 'processingFailure' }),
        ]}
      />,
    );
    const [off, gone, disconnected] = screen.getAllByRole('listitem');
    expect(
      within(off!).getByText(/Cannot be posted again: the video takes no comments/),
    ).toBeTruthy();
    expect(within(gone!).getByText(/the video is no longer on YouTube/)).toBeTruthy();
    expect(within(disconnected!).getByText(/its channel is disconnected/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Post again' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'I posted it myself' })).toHaveLength(3);
  });

  it('cancelling the confirmation sends nothing', async () => {
    const fetch = stubFetch();
    renderWithApp(<ReportList comments={[comment({})]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Post again' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('records a comment the user posted by hand', async () => {
    const fetch = stubFetch();
    renderWithApp(<ReportList comments={[comment({})]} />);
    await userEvent.click(screen.getByRole('button', { name: 'I posted it myself' }));
    await screen.findByText('Recorded as posted manually');
    expect(sent(fetch)).toContainEqual([
      'PATCH',
      '/api/comments/c1',
      JSON.stringify({ status: 'manual' }),
    ]);
  });

  it('offers a cancelled comment only the record by hand: it cannot be sent again', () => {
    stubFetch();
    renderWithApp(
      <ReportList
        comments={[comment({ status: 'cancelled', errorReason: null, errorMessage: null })]}
      />,
    );
    expect(screen.getByRole('button', { name: 'I posted it myself' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Post again' })).toBeNull();
  });

  it.each([
    ['en', 'Scheduled: goes at Dec 1, 2026, 9:00 AM at the earliest.'],
    ['zh-CN', '已排期：最早于 2026年12月1日 09:00 发布。'],
    ['zh-TW', '已排程：最早於 2026年12月1日上午9:00 發佈。'],
  ])('says when a scheduled comment goes, not only "Pending" (%s)', async (language, text) => {
    stubFetch();
    await i18n.changeLanguage(language);
    renderWithApp(
      <ReportList
        comments={[
          comment({
            status: 'pending',
            errorReason: null,
            errorMessage: null,
            stoppedAt: null,
            notBefore: '2026-12-01T09:00:00.000Z',
          }),
        ]}
      />,
    );
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('gives a posted comment its time and its link on YouTube, and no actions', () => {
    stubFetch();
    renderWithApp(
      <ReportList
        comments={[
          comment({
            status: 'posted',
            videoId: 'rptPosted01',
            errorReason: null,
            errorMessage: null,
            platformCommentId: 'Ugz3nfw8',
            postedAt: '2026-11-23T01:41:46.000Z',
          }),
        ]}
      />,
    );
    expect(
      screen.getByRole('link', { name: 'View the comment on YouTube' }).getAttribute('href'),
    ).toBe('https://www.youtube.com/watch?v=rptPosted01&lc=Ugz3nfw8');
    expect(screen.getByText(/2026/).closest('time')?.getAttribute('datetime')).toBe(
      '2026-11-23T01:41:46.000Z',
    );
    expect(within(screen.getByRole('listitem')).queryByRole('button')).toBeNull();
  });

  it("keeps a disconnected channel's name and picture", () => {
    stubFetch();
    renderWithApp(
      <ReportList
        comments={[
          comment({ id: 'c1', accountId: null, accountAvatar: 'https://example.com/a.png' }),
          comment({ id: 'c2', accountId: null, accountName: null, accountEmail: null }),
        ]}
      />,
    );
    const [kept, unknown] = screen.getAllByRole('listitem');
    expect(within(kept!).getByText('Alice Cooks')).toBeTruthy();
    expect(kept!.querySelector('img[src="https://example.com/a.png"]')).toBeTruthy();
    expect(within(unknown!).getByText('Disconnected channel')).toBeTruthy();
  });
});

describe('ReportList pages', () => {
  it('shows a phone ten cards at a time, with a way to the rest', async () => {
    stubFetch();
    const many = Array.from({ length: 23 }, (_, i) =>
      comment({ id: `c${i}`, content: `Comment number ${i}` }),
    );
    renderWithApp(<ReportList comments={many} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('23 in all')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    const last = screen.getAllByRole('listitem');
    expect(last.map((card) => within(card).getByText(/^Comment number/).textContent)).toEqual([
      'Comment number 20',
      'Comment number 21',
      'Comment number 22',
    ]);
  });
});

describe('ReportList by role', () => {
  const SAM_ID = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
  /** Ada's failed and unconfirmed comments of batches by `author`, seen as `role`. */
  async function rowsAs(role: Role, author: string) {
    const member = memberAnswer(role);
    fakeFetch((url: string) => member(url) ?? comment({}));
    const queryClient = signedInClient();
    renderWithApp(
      <ReportList
        comments={[
          comment({ id: 'c1', batchCreatedBy: author }),
          comment({ id: 'c2', batchCreatedBy: author, status: 'unconfirmed' }),
        ]}
      />,
      { queryClient },
    );
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.workspaces)?.status).toBe('success'),
    );
    return screen.getAllByRole('listitem');
  }
  const SETTLING = [
    'Post again',
    'I posted it myself',
    'I checked: it is there',
    'I checked: post it again',
  ];
  const offered = (rows: HTMLElement[]) =>
    rows.flatMap((row) => SETTLING.filter((name) => within(row).queryByRole('button', { name })));

  it('lets an editor post again or record their own batches’ comments', async () => {
    expect(offered(await rowsAs('editor', ADA.id))).toEqual([
      'Post again',
      'I posted it myself',
      'I checked: it is there',
      'I checked: post it again',
    ]);
  });

  it('offers an editor nothing on another’s batch, and an admin everything', async () => {
    const rows = await rowsAs('editor', SAM_ID);
    await waitFor(() => expect(offered(rows)).toEqual([]));
    cleanup();
    expect(offered(await rowsAs('admin', SAM_ID))).toHaveLength(4);
  });
});

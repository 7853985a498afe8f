import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FindQuotaAnswer, FoundPage } from '@core/api/find.schema';
import { fakeFetch, Reply } from '@web/test/fake-fetch';
import { renderWithApp } from '@web/test/render';
import { FindTab } from './find-tab';
import { fillIn } from '@web/test/fill-in';

const quota = {
  credentialName: 'Demo key',
  used: 101,
  limit: 10_000,
  reservedForPosting: 50,
  left: 9_849,
  searches: { used: 13, limit: 100, left: 87 },
  nextReset: '2026-11-29T08:00:00.000Z',
};
const QUOTA: FindQuotaAnswer = {
  costs: { search: 1, popular: 1, source: 2, topics: 1 },
  quota,
};
const PAGE: FoundPage = {
  items: [
    {
      videoId: 'abcdefghijk',
      title: 'Calm Sourdough Guide',
      thumbnail: null,
      channelTitle: 'Maple Kitchen',
      channelId: 'UCmaple',
      publishedAt: '2024-01-01T00:00:00Z',
      duration: 'PT5M',
      isShort: false,
      viewCount: 12_000,
      likeCount: 300,
      commentCount: 4,
      saved: false,
    },
  ],
  scanned: 50,
  nextPageToken: null,
  spent: 1,
  quota: { ...quota, used: 102, left: 9_848, searches: { used: 14, limit: 100, left: 86 } },
};

function serve() {
  return fakeFetch((url: string) => {
    if (url.startsWith('/api/find/quota')) return QUOTA;
    if (url.startsWith('/api/find/topics'))
      return { items: [{ id: '26', title: 'Howto & Style' }] };
    if (url.startsWith('/api/find/search')) return PAGE;
    return [];
  });
}
const searches = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.filter(([url]) => url.startsWith('/api/find/search'));

// Typing into several fields is slow on a busy machine.
describe('FindTab', { timeout: 30_000 }, () => {
  it('shows what a search costs and what is left before searching', async () => {
    serve();
    renderWithApp(<FindTab />);
    expect(
      await screen.findByText(
        'This search costs 1 unit · 9,849 left today on Demo key · 50 units held back for confirmed comments · searches left today: 87 of 100',
      ),
    ).toBeTruthy();
  });

  it('says when the searches of the day are used up, and when they come back', async () => {
    fakeFetch((url: string) => {
      if (url.startsWith('/api/find/quota'))
        return { ...QUOTA, quota: { ...quota, searches: { used: 100, limit: 100, left: 0 } } };
      if (url.startsWith('/api/find/topics')) return { items: [] };
      return [];
    });
    renderWithApp(<FindTab />);
    expect(await screen.findByText(/searches left today: 0 of 100/)).toBeTruthy();
    expect(screen.getByTestId('find-searches-spent').textContent).toMatch(
      /^No searches left today on Demo key \(YouTube allows 100 a day\): they come back .*2026.*, at midnight Pacific time\.$/,
    );
    // Popular takes no search: its line says nothing of them.
    await userEvent.click(screen.getByText('Trending charts'));
    expect(screen.queryByTestId('find-searches-spent')).toBeNull();
    expect(screen.getByText(/Trending Music, Movies and Gaming charts/)).toBeTruthy();
  });

  it('refuses an empty query with a message, goes to it, and asks nothing', async () => {
    const fetch = serve();
    renderWithApp(<FindTab />);
    await screen.findByTestId('find-quota');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Type what to search for first.')).toBeTruthy();
    // On a phone the button is a screen below the query: the focus brings the query into view.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Search for/ }));
    expect(searches(fetch)).toEqual([]);
  });

  it('refuses a views minimum over the maximum with a message, goes to it, and asks nothing', async () => {
    const fetch = serve();
    renderWithApp(<FindTab />);
    await screen.findByTestId('find-quota');
    await fillIn(screen.getByRole('textbox', { name: /Search for/ }), 'sourdough');
    await fillIn(screen.getByRole('textbox', { name: 'Views at least' }), '1000');
    await fillIn(screen.getByRole('textbox', { name: 'Views at most' }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Minimum views must not be over the maximum.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Views at least' }));
    expect(searches(fetch)).toEqual([]);
  });

  it('searches with the filters and follows the quota the answer brings', async () => {
    const fetch = serve();
    renderWithApp(<FindTab />);
    await screen.findByTestId('find-quota');
    await fillIn(screen.getByRole('textbox', { name: /Search for/ }), 'sourdough');
    await fillIn(screen.getByRole('textbox', { name: 'Views at least' }), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Calm Sourdough Guide')).toBeTruthy();
    expect(screen.getByText('1 of 50 shown')).toBeTruthy();
    expect(
      await screen.findByText(/9,848 left today.*searches left today: 86 of 100/),
    ).toBeTruthy();
    const [url] = searches(fetch)[0]!;
    expect(new URLSearchParams(url.split('?')[1]).get('viewsMin')).toBe('1000');
    expect(new URLSearchParams(url.split('?')[1]).get('q')).toBe('sourdough');
  });

  it('remembers the form in this browser, but searches again only when asked', async () => {
    const fetch = serve();
    const first = renderWithApp(<FindTab />);
    await screen.findByTestId('find-quota');
    await fillIn(screen.getByRole('textbox', { name: /Search for/ }), 'sourdough');
    await fillIn(screen.getByRole('textbox', { name: 'Views at least' }), '1000');
    first.unmount();
    renderWithApp(<FindTab />);
    await screen.findByTestId('find-quota');
    expect(screen.getByRole('textbox', { name: /Search for/ })).toHaveProperty(
      'value',
      'sourdough',
    );
    expect(screen.getByRole('textbox', { name: 'Views at least' })).toHaveProperty(
      'value',
      '1,000',
    );
    expect(searches(fetch)).toEqual([]);
  });

  it('says a channel must be connected first when nothing can pay', async () => {
    fakeFetch((url: string) =>
      url.startsWith('/api/find/quota') ? { ...QUOTA, quota: null } : [],
    );
    renderWithApp(<FindTab />);
    expect(await screen.findByText(/Connect a channel first/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Connect a channel' }).getAttribute('href')).toBe(
      '/accounts',
    );
    expect(screen.getByRole('button', { name: 'Search' })).toHaveProperty('disabled', true);
  });

  it('keeps what was found when a later page fails, with the error shown', async () => {
    fakeFetch((url: string) => {
      if (url.startsWith('/api/find/quota')) return QUOTA;
      if (url.startsWith('/api/find/topics')) return { items: [] };
      if (url.startsWith('/api/video-categories')) return [];
      if (url.includes('pageToken=p2'))
        return new Reply(409, { message: 'short', code: 'FIND_QUOTA_SHORT', detail: '40' });
      return { ...PAGE, nextPageToken: 'p2' };
    });
    renderWithApp(<FindTab />);
    await screen.findByTestId('find-quota');
    await fillIn(screen.getByRole('textbox', { name: /Search for/ }), 'sourdough');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Load more (1 unit)' }));
    expect(await screen.findByText(/40 units left after the comments/)).toBeTruthy();
    expect(screen.getByText('Calm Sourdough Guide')).toBeTruthy();
    // Tried again later, when there is quota again.
    expect(screen.getByRole('button', { name: 'Load more (1 unit)' })).toBeTruthy();
  });
});

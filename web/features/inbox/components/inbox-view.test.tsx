import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InboxReply } from '@core/api/inbox.schema';
import type { Member } from '@core/api/workspaces.schema';
import { fakeFetch } from '@web/test/fake-fetch';
import { ADA } from '@web/test/member';
import { renderWithApp } from '@web/test/render';
import { InboxView } from './inbox-view';

const member = (id: string, fullName: string, you: boolean): Member => ({
  id,
  email: `${fullName.toLowerCase()}@example.com`,
  fullName,
  role: 'editor',
  joinedAt: '2026-11-20T10:00:00.000Z',
  you,
});
const SAM_ID = '9b2d4f6a-1c3e-4a5b-8d7f-0e1a2b3c4d5e';
const MEMBERS = [member(ADA.id, 'Ada', true), member(SAM_ID, 'Sam', false)];

const reply = (id: string, author: string, assigneeId: string | null): InboxReply => ({
  id,
  author,
  content: `A question from ${author}`,
  publishedAt: '2026-11-29T10:00:00.000Z',
  readAt: null,
  handledAt: null,
  assigneeId,
  comment: {
    id: '3f1e2d3c-4b5a-4698-8776-655443322110',
    content: 'Lovely video!',
    videoId: 'vidAAAAAAA1',
    videoTitle: 'Cooking in Lyon',
    accountId: null,
    channelTitle: 'Alice Cooks',
    batchId: null,
  },
});
const REPLIES = [
  reply('5a0c1b2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d', 'Dee', ADA.id),
  reply('6b1d2c3e-4f5a-4b6c-9d7e-8f9a0b1c2d3e', 'Eve', SAM_ID),
  reply('7c2e3d4f-5a6b-4c7d-8e8f-9a0b1c2d3e4f', 'Fay', null),
];

/** The inbox's API: every reply, or those given to the member asked for. */
function fakeInbox() {
  return fakeFetch((url: string) => {
    if (url === '/api/auth/current-user') return ADA;
    if (url === '/api/workspace/members') return MEMBERS;
    if (url.startsWith('/api/accounts')) return [];
    const assignee = new URL(url, 'http://app').searchParams.get('assigneeId');
    const replies = REPLIES.filter((r) => !assignee || r.assigneeId === assignee);
    return { replies, unread: 3, nextBefore: null };
  });
}

describe('InboxView', () => {
  it('shows on each card whom its reply is given to, and "Given to me" keeps the reader\'s', async () => {
    const fetch = fakeInbox();
    renderWithApp(<InboxView />, { path: '/inbox' });
    const dee = await screen.findByRole('listitem', { name: 'Reply from Dee' });
    expect(await within(dee).findByText('Given to you')).toBeTruthy();
    const eve = screen.getByRole('listitem', { name: 'Reply from Eve' });
    expect(await within(eve).findByText('Given to Sam')).toBeTruthy();
    const fay = screen.getByRole('listitem', { name: 'Reply from Fay' });
    expect(within(fay).queryByText(/^Given to/)).toBeNull();

    await userEvent.click(screen.getByRole('switch', { name: 'Given to me' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Reply from Eve' })).toBeNull(),
    );
    expect(screen.getByRole('listitem', { name: 'Reply from Dee' })).toBeTruthy();
    const asked = fetch.mock.calls
      .map(([url]) => String(url))
      .filter((u) => u.startsWith('/api/inbox?'));
    expect(new URL(asked.at(-1)!, 'http://app').searchParams.get('assigneeId')).toBe(ADA.id);
  });
});

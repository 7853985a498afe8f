import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@web/test/fake-fetch';
import { renderWithApp } from '@web/test/render';
import { ApprovalQueue } from './approval-queue';
import { QUEUE_ITEM, WAITING } from './approval.test-helpers';

describe('ApprovalQueue', () => {
  it('shows each waiting batch: how much, who asked, its first text, its start, and the way in', async () => {
    fakeFetch({ items: [QUEUE_ITEM], count: 3 });
    renderWithApp(<ApprovalQueue />);
    const card = await screen.findByRole('listitem', { name: 'Batch of 4 comments' });
    expect(within(card).getByText('4 comments from 1 channel on 4 videos')).toBeTruthy();
    expect(within(card).getByText('Asked by sam@example.com')).toBeTruthy();
    expect(within(card).getByText('Great video!')).toBeTruthy();
    expect(within(card).getByText('and 2 more texts')).toBeTruthy();
    expect(within(card).getByText('Starts once approved')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Review' }).getAttribute('href')).toBe(
      `/approvals/${WAITING.id}`,
    );
    // Two more wait beyond the page.
    expect(screen.getByText('and 2 more waiting: decide these first')).toBeTruthy();
  });

  it('says when nothing waits, and a former member for an author whose account went', async () => {
    fakeFetch({ items: [], count: 0 });
    const { unmount } = renderWithApp(<ApprovalQueue />);
    expect(await screen.findByText('Nothing waits for approval')).toBeTruthy();
    unmount();
    fakeFetch({ items: [{ ...QUEUE_ITEM, author: null }], count: 1 });
    renderWithApp(<ApprovalQueue />);
    expect(await screen.findByText('Asked by a former member')).toBeTruthy();
  });
});

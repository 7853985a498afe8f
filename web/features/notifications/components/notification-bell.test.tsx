import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@web/test/fake-fetch';
import { renderWithApp } from '@web/test/render';
import NotificationBell from './notification-bell';

const digest = (n: number) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  type: 'digest',
  data: { count: n, since: '2026-11-01T00:00:00.000Z' },
  createdAt: `2026-11-0${n}T00:00:00.000Z`,
  readAt: null,
});

/** The server: `unread` notifications, all unread; the count as it was polled, `polled`. */
function server(state: { unread: number; polled: number }) {
  return fakeFetch((url: string) => {
    if (url.startsWith('/api/notifications/unread-count')) return { unread: state.polled };
    const items = Array.from({ length: state.unread }, (_, i) => digest(state.unread - i));
    return { items, unread: state.unread, nextBefore: null };
  });
}

describe('NotificationBell: one count for the bell and its list', { timeout: 20_000 }, () => {
  it('brings the count up to date when the list is opened', async () => {
    // Polled before the third came: the bell said 2.
    server({ unread: 3, polled: 2 });
    renderWithApp(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const centre = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(centre).findAllByText('Unread')).toHaveLength(3);
    expect(
      screen.getByRole('button', { name: 'Notifications, 3 unread', hidden: true }),
    ).toBeTruthy();
  });

  it('reads the list afresh when it is opened again', async () => {
    const state = { unread: 1, polled: 1 };
    server(state);
    renderWithApp(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const centre = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(centre).findAllByText('Unread')).toHaveLength(1);
    await userEvent.click(within(centre).getByRole('button', { name: 'Close' }));

    state.unread = 2; // came since, before the next poll
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const again = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(again).findAllByText('Unread')).toHaveLength(2);
    expect(
      screen.getByRole('button', { name: 'Notifications, 2 unread', hidden: true }),
    ).toBeTruthy();
  });
});

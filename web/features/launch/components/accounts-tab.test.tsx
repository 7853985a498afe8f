import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Channel } from '@core/api/channels.schema';
import { renderWithApp } from '@web/test/render';
import { useLaunchSelection } from '../hooks/use-launch-selection';
import { AccountsTab } from './accounts-tab';

const channel = (id: string, fullName: string, changes: Partial<Channel> = {}): Channel => ({
  id,
  channelId: `UC${id}`,
  fullName,
  email: `${id}@example.com`,
  avatar: null,
  status: 'active',
  statusReason: null,
  credentialId: 'cred',
  credentialName: 'Project',
  lastUsedAt: null,
  postingPaused: false,
  pausedReason: null,
  health: { visibleRate: 1, checked: 5, flagged: false, tokenExpiresAt: null },
  commentsPosted: 5,
  connectedAt: '2026-11-20T10:00:00.000Z',
  windows: { alwaysOpen: true, timeZone: null, slots: [], opensAt: null },
  ...changes,
});

/** The tab as the Launch page holds it: with the page's own selection. */
function Tab({ accounts }: { accounts: Channel[] }) {
  return <AccountsTab accounts={accounts} selection={useLaunchSelection()} />;
}

/** A channel's row in the list, found as a user finds it: by the name it shows. */
function row(name: string) {
  const rows = screen.getAllByRole('listitem').filter((item) => within(item).queryByText(name));
  expect(rows, name).toHaveLength(1);
  return rows[0]!;
}

describe('AccountsTab', () => {
  it('flags a channel others have not been seeing beside its posting state, and no other', () => {
    const hidden = { visibleRate: 0, checked: 5, flagged: true, tokenExpiresAt: null };
    renderWithApp(
      <Tab
        accounts={[
          channel('a', 'Alice Cooks'),
          channel('b', 'Bob Builds', {
            health: hidden,
            postingPaused: true,
            pausedReason: 'hidden',
          }),
        ]}
      />,
    );
    expect(within(row('Bob Builds')).getByText('Comments not visible to others')).toBeTruthy();
    expect(within(row('Bob Builds')).getByText('Paused')).toBeTruthy();
    expect(within(row('Alice Cooks')).getByText('Active')).toBeTruthy();
    expect(
      within(row('Alice Cooks')).queryByText('Comments not visible to others'),
      'a flag beside Alice Cooks',
    ).toBeNull();
  });
});

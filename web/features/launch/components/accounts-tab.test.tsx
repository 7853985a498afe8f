import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Channel } from '@core/api/channels.schema';
import { renderWithApp } from '@web/test/render';
import type { LaunchSelection } from '../hooks/use-launch-selection';
import { AccountsTab } from './accounts-tab';

const account = (id: string, fullName: string, changes: Partial<Channel> = {}): Channel => ({
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

const selection = {
  accounts: new Set<string>(),
  setAccounts: () => {},
} as unknown as LaunchSelection;

describe('AccountsTab', () => {
  it('flags a channel others have not been seeing beside its posting state, and no other', () => {
    const hidden = { visibleRate: 0, checked: 5, flagged: true, tokenExpiresAt: null };
    renderWithApp(
      <AccountsTab
        accounts={[
          account('a', 'Alice Cooks'),
          account('b', 'Bob Builds', {
            health: hidden,
            postingPaused: true,
            pausedReason: 'hidden',
          }),
        ]}
        selection={selection}
      />,
    );
    const row = (name: string) =>
      screen.getByText(name).closest('.mantine-Group-root') as HTMLElement;
    expect(within(row('Bob Builds')).getByText('Comments not visible to others')).toBeTruthy();
    expect(within(row('Bob Builds')).getByText('Paused')).toBeTruthy();
    expect(within(row('Alice Cooks')).queryByText('Comments not visible to others')).toBeNull();
  });
});

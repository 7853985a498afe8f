import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Channel } from '@core/api/channels.schema';
import { AccountStatusBadge } from './channel-status-badge';

const STATUSES = ['Active', 'Posting paused', 'Reconnect needed'];

/** The statuses the badge shows for this channel. */
function shown(account: Pick<Channel, 'status' | 'statusReason' | 'postingPaused'>) {
  const { unmount } = render(
    <MantineProvider env="test">
      <AccountStatusBadge account={account} />
    </MantineProvider>,
  );
  const found = STATUSES.filter((status) => screen.queryByText(status));
  unmount();
  return found;
}

describe('AccountStatusBadge: one status per channel', () => {
  it('says a paused channel is paused, not active', () => {
    expect(shown({ status: 'active', statusReason: null, postingPaused: true })).toEqual([
      'Posting paused',
    ]);
  });

  it('says active only when the grant works and posting is not paused', () => {
    expect(shown({ status: 'active', statusReason: null, postingPaused: false })).toEqual([
      'Active',
    ]);
  });

  it('asks for a reconnection first: a paused channel with a dead grant posts after neither', () => {
    expect(
      shown({ status: 'error', statusReason: 'Invalid Credentials', postingPaused: true }),
    ).toEqual(['Reconnect needed']);
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { renderWithApp } from '../../../test/render';
import { DisconnectCard } from './disconnect-card';

afterEach(() => vi.useRealTimers());

describe('DisconnectCard', () => {
  it('confirms, clears, shows the result, counts down 5 seconds, then goes home', async () => {
    const fetch = fakeFetch({
      message: 'Cleared 2 accounts',
      cleared: 2,
      results: [
        { email: 'a@example.com', channel: 'A', success: true },
        { email: 'b@example.com', channel: 'B', success: false, error: 'network down' },
      ],
    });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithApp(<DisconnectCard />);

    await user.click(screen.getByRole('button', { name: 'Disconnect all accounts' }));
    expect(
      screen.getByText(
        'Are you sure you want to disconnect all accounts? You will need to re-authenticate after this.',
      ),
    ).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes, disconnect all' }));

    expect((await screen.findAllByText('Successfully cleared 2 accounts')).length).toBeGreaterThan(
      0,
    );
    expect(
      screen.getByText(/removed here, but Google did not confirm the revocation: network down/),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Going to the dashboard in 5 s...');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('status').textContent).toBe('Going to the dashboard in 3 s...');
    expect(screen.queryByText('home page')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(screen.getByText('home page')).toBeTruthy();
  });

  it('cancelling the confirmation sends nothing', async () => {
    const fetch = fakeFetch();
    renderWithApp(<DisconnectCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect all accounts' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Disconnect all accounts' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '@web/test/fake-fetch';
import { renderWithApp } from '@web/test/render';
import { DisconnectCard } from './disconnect-card';

afterEach(() => vi.useRealTimers());

describe('DisconnectCard', () => {
  it('confirms, disconnects, shows the result, counts down 5 seconds, then goes home', async () => {
    const fetch = fakeFetch({
      message: 'Disconnected 2 channels',
      cleared: 2,
      results: [
        { email: 'a@example.com', channel: 'A', success: true },
        { email: 'b@example.com', channel: 'B', success: false, error: 'network down' },
      ],
    });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithApp(<DisconnectCard />);

    await user.click(screen.getByRole('button', { name: 'Disconnect all channels' }));
    expect(
      screen.getByText(
        "Disconnect all your channels? Each one's access is revoked at Google, its comments still waiting are cancelled, and it is removed here. To post from it again, connect it again.",
      ),
    ).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes, disconnect all' }));

    expect((await screen.findAllByText('Disconnected 2 channels')).length).toBeGreaterThan(0);
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
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect all channels' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Disconnect all channels' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});

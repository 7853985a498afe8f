import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '@web/test/fake-fetch';
import { toast } from '@web/lib/toast';
import { renderWithApp } from '@web/test/render';
import { channelTopic } from '../lib/channel-topic';
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

  it('takes back what was said about the channels: "needs to be reconnected" no longer holds', async () => {
    fakeFetch({ message: 'Disconnected 1 channels', cleared: 1, results: [] });
    renderWithApp(<DisconnectCard />);
    // A Check's answer, carried here from the Channels page a moment before.
    act(() => {
      toast({
        title: 'Alice Cooks needs to be reconnected',
        description: 'Invalid Credentials',
        variant: 'destructive',
        topic: channelTopic('a1'),
        // Long enough that only being taken back ends it within the test.
        duration: 60_000,
      });
    });
    expect(await screen.findByText('Alice Cooks needs to be reconnected')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Disconnect all channels' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, disconnect all' }));
    expect(await screen.findByText('Channels disconnected')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByText('Alice Cooks needs to be reconnected')).toBeNull(),
    );
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

import { cleanNotifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { toast } from '../lib/toast';
import { renderWithApp } from '../test/render';

afterEach(() => act(() => cleanNotifications()));

it('the pointer holds only the toast it rests on: the other goes in its time, and the next comes', async () => {
  renderWithApp(<p>Videos</p>);
  act(() => {
    toast({ title: 'Duplicate links found', duration: 800 });
    toast({ title: 'Import finished', duration: 800 });
    // A desktop shows two at a time: this one waits for a place.
    toast({ title: 'Updated category for 2 videos', duration: 800 });
  });
  const held = await screen.findByText('Duplicate links found');
  expect(screen.getByText('Import finished')).toBeTruthy();
  expect(screen.queryByText('Updated category for 2 videos')).toBeNull();

  // The pointer comes to rest on the first (as when it reappears where a dialog's button was).
  await userEvent.hover(held);
  await waitFor(
    () => {
      expect(screen.getByText('Updated category for 2 videos')).toBeTruthy();
      expect(screen.queryByText('Import finished')).toBeNull();
    },
    { timeout: 3000 },
  );
  expect(screen.getByText('Duplicate links found')).toBeTruthy();

  // Let go of it: it goes too.
  await userEvent.unhover(held);
  await waitFor(() => expect(screen.queryByText('Duplicate links found')).toBeNull(), {
    timeout: 3000,
  });
});

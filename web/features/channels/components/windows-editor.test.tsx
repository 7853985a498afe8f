import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Channel } from '@core/api/channels.schema';
import { fakeFetch } from '@web/test/fake-fetch';
import { renderWithApp } from '@web/test/render';
import { aChannel } from './channel.test-helpers';
import WindowsEditor from './windows-editor';

const channel = (slots: Channel['windows']['slots']) =>
  aChannel({ windows: { alwaysOpen: false, timeZone: 'Europe/London', slots, opensAt: null } });

const save = () => screen.getByRole('button', { name: 'Save windows' });

describe('WindowsEditor', () => {
  it('says what the server would refuse while the slots are edited, and saves none of it', async () => {
    const fetch = fakeFetch();
    renderWithApp(
      <WindowsEditor
        account={channel([{ day: 2, from: '09:00', to: '09:00' }])}
        onClose={() => {}}
      />,
    );
    const slot = await screen.findByRole('group', { name: 'Slot 1' });
    expect(
      within(slot).getByText('Slot 1 ends when it starts: give it an end at another time.'),
    ).toBeTruthy();
    expect(save()).toHaveProperty('disabled', true);

    await userEvent.click(screen.getByRole('button', { name: 'Remove slot 1' }));
    expect(
      screen.getByText(
        'With no slot at all this channel would never post: add a slot, or let it post at any time.',
      ),
    ).toBeTruthy();
    expect(save()).toHaveProperty('disabled', true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('saves the time zone and the slots as the server takes them', async () => {
    const fetch = fakeFetch({
      alwaysOpen: false,
      timeZone: 'Europe/London',
      slots: [],
      opensAt: null,
    });
    renderWithApp(<WindowsEditor account={channel([])} onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a slot' }));
    await userEvent.click(save());
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/accounts/c1/windows');
    expect(JSON.parse(init?.body as string)).toEqual({
      timeZone: 'Europe/London',
      slots: [{ day: 1, from: '09:00', to: '17:00' }],
    });
  });
});

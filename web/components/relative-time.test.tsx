import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { RelativeTime } from './relative-time';

describe('RelativeTime', () => {
  it('shows the exact time in place of the relative one on a tap or Enter (a phone has no hover)', async () => {
    const date = new Date(Date.now() - 5 * 60_000);
    renderWithApp(<RelativeTime date={date.toISOString()} />);
    const time = await screen.findByRole('button', { name: '5 minutes ago' });
    const exact = date.toLocaleString('en');
    await userEvent.click(time);
    expect(time.textContent).toBe(exact);
    await userEvent.click(time);
    expect(time.textContent).toBe('5 minutes ago');
    time.focus();
    await userEvent.keyboard('{Enter}');
    expect(time.textContent).toBe(exact);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { RelativeTime } from './relative-time';
import { formatDateTime } from '@core/format/date-time';

describe('RelativeTime', () => {
  it('shows the exact time in place of the relative one on a tap or Enter (a phone has no hover)', async () => {
    const date = new Date(Date.now() - 5 * 60_000);
    renderWithApp(<RelativeTime date={date.toISOString()} />);
    const time = await screen.findByRole('button', { name: '5 minutes ago' });
    const exact = formatDateTime(date, 'en');
    expect(exact).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
    await userEvent.click(time);
    expect(time.textContent).toBe(exact);
    await userEvent.click(time);
    expect(time.textContent).toBe('5 minutes ago');
    time.focus();
    await userEvent.keyboard('{Enter}');
    expect(time.textContent).toBe(exact);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '@web/test/fake-fetch';
import { renderWithApp } from '@web/test/render';
import { aBatch } from './batch.test-helpers';
import MoveStartDialog from './move-start-dialog';

const batch = aBatch({
  status: 'scheduled',
  startAt: '2099-03-04T10:00:00.000Z',
  startTimeZone: 'Europe/London',
});

describe('MoveStartDialog', () => {
  it('moves the start by keyboard alone: the hour typed, the save pressed with Enter', async () => {
    const fetch = fakeFetch({ ...batch, startAt: '2099-03-04T11:00:00.000Z' });
    const onClose = vi.fn();
    renderWithApp(<MoveStartDialog batch={batch} onClose={onClose} />);
    expect(screen.getByText(/Europe\/London/)).toBeTruthy();
    const hours = screen.getByLabelText('Hours');
    expect(hours).toHaveProperty('value', '10');
    // From wherever the dialog put the focus, Tab reaches the hour.
    for (let i = 0; i < 5 && document.activeElement !== hours; i++) await userEvent.tab();
    expect(document.activeElement).toBe(hours);
    await userEvent.keyboard('11');
    expect(hours).toHaveProperty('value', '11');
    // On through the minutes, AM/PM and Cancel to the save button.
    const save = screen.getByRole('button', { name: 'Save the start' });
    for (let i = 0; i < 6 && document.activeElement !== save; i++) await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Save the start');
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/batches/b1');
    expect(init?.method).toBe('PATCH');
    // 11:00 AM on the London clock of 4 March (GMT): 11:00 UTC.
    expect(JSON.parse(init!.body as string)).toEqual({
      startAt: '2099-03-04T11:00:00.000Z',
      timeZone: 'Europe/London',
    });
  });
});

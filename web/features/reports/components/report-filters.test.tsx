import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Batch } from '@core/api/batches.schema';
import { fakeFetch } from '@web/test/fake-fetch';
import { renderWithApp } from '@web/test/render';
import { NO_FILTER } from '../api/get-report-comments';
import { ReportFilters } from './report-filters';

const batch = (changes: Partial<Batch>): Batch => ({
  id: 'b1',
  mode: 'single',
  status: 'scheduled',
  createdBy: null,
  total: 12,
  counts: { pending: 12 },
  createdAt: '2026-11-23T01:41:00.000Z',
  finishedAt: null,
  eta: null,
  startAt: null,
  startTimeZone: null,
  readiness: null,
  waiting: [],
  ...changes,
});

describe('ReportFilters', () => {
  it('names each batch by when it starts, not when it was made', async () => {
    fakeFetch((url: string) => {
      if (url.startsWith('/api/batches')) {
        return [
          batch({ id: 'b1', startAt: '2026-12-01T09:00:00.000Z', startTimeZone: 'UTC' }),
          batch({ id: 'b2', status: 'done', total: 4, counts: { posted: 4 } }),
        ];
      }
      if (url.startsWith('/api/videos')) return { items: [], total: 0, page: 1, pageSize: 50 };
      return [];
    });
    renderWithApp(<ReportFilters filter={NO_FILTER} onChange={vi.fn()} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Batch' }));
    // The list as Mantine renders it (its opening transition hides it from roles in jsdom).
    const option = (name: string | RegExp) => screen.queryByRole('option', { name, hidden: true });
    await waitFor(() => expect(option('Dec 1, 2026, 9:00 AM (12)')).toBeTruthy());
    expect(option('Nov 23, 2026, 1:41 AM (4)')).toBeTruthy();
    expect(option(/\(12\)/)?.textContent).toBe('Dec 1, 2026, 9:00 AM (12)');
  });
});

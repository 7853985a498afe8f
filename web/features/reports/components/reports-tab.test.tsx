import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Batch } from '@core/api/batches.schema';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { fakeFetch } from '@web/test/fake-fetch';
import { renderWithApp } from '@web/test/render';
import { ReportsTab } from './reports-tab';

const finished: Batch = {
  id: 'b1',
  mode: 'single',
  status: 'done',
  createdBy: null,
  total: 4,
  counts: { posted: 4 },
  createdAt: '2026-11-23T01:41:00.000Z',
  finishedAt: '2026-11-23T01:43:00.000Z',
  eta: null,
  startAt: null,
  startTimeZone: null,
  readiness: null,
  waiting: [],
};

/** Stands for a finished batch's summary above the report: it reads the batch as it does. */
function Summary() {
  const batch = useQuery({
    queryKey: [...queryKeys.batches, 'one', 'b1'],
    queryFn: () => api<Batch>('/api/batches/b1'),
  });
  return <p>{batch.data ? 'summary shown' : null}</p>;
}

describe('ReportsTab', () => {
  it('Refresh brings the batch summaries up to date too, not only the list', async () => {
    const fetch = fakeFetch((url: string) => {
      if (url === '/api/batches/b1') return finished;
      if (url.startsWith('/api/videos')) return { items: [], total: 0, page: 1, pageSize: 50 };
      return [];
    });
    renderWithApp(
      <>
        <Summary />
        <ReportsTab />
      </>,
    );
    await screen.findByText('summary shown');
    const reads = () => fetch.mock.calls.filter(([url]) => url === '/api/batches/b1').length;
    const before = reads();
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(reads()).toBe(before + 1));
  });
});

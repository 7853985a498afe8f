import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Quota } from '@core/api/batches.schema';
import { renderWithApp } from '@web/test/render';
import { QuotaCard } from './daily-chart';

const QUOTA: Quota = {
  day: '2026-11-28',
  nextReset: '2026-11-29T08:00:00.000Z',
  credentials: [
    {
      id: 'c1',
      name: 'A credential with a long name that fills its line',
      used: 4,
      limit: 10_000,
      left: 9_996,
      buckets: [
        { name: 'default', used: 4, limit: 10_000, left: 9_996 },
        { name: 'search', used: 13, limit: 100, left: 87 },
      ],
    },
  ],
};

describe('QuotaCard', () => {
  it('keeps a count with its words on one line, and shows the searches of the day apart', async () => {
    renderWithApp(<QuotaCard quota={QUOTA} />);
    // One element that never wraps: the line cannot break between "4" and "of 10,000 units".
    const units = await screen.findByText('4 of 10,000 units');
    expect(units.style.whiteSpace).toBe('nowrap');
    const searches = screen.getByText('Searches: 13 of 100');
    expect(searches.style.whiteSpace).toBe('nowrap');
  });
});

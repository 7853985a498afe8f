import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '@web/test/fake-fetch';
import { renderWithApp } from '@web/test/render';
import { VideoFilters } from './video-filters';

describe('VideoFilters', () => {
  it('counts the videos without a category, as it counts those of each category', async () => {
    fakeFetch((url: string) =>
      url === '/api/video-categories'
        ? [{ id: 'c1', name: 'Music', count: 2, createdAt: '2026-01-01T00:00:00.000Z' }]
        : url.includes('category=_none')
          ? { items: [], total: 3, page: 1, pageSize: 1 }
          : { items: [], total: 5, page: 1, pageSize: 1 },
    );
    renderWithApp(
      <VideoFilters
        search=""
        onSearch={vi.fn()}
        filter={{ category: '' }}
        onFilter={vi.fn()}
        layout="grid"
        onLayout={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Filter by category' }));
    // The list is drawn (its opening transition keeps it from the accessibility tree in jsdom).
    const option = (name: string) => screen.findByRole('option', { name, hidden: true });
    expect(await option('No category (3)')).toBeTruthy();
    expect(await option('Music (2)')).toBeTruthy();
  });
});

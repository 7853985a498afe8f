import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '@web/test/fake-fetch';
import { renderWithApp } from '@web/test/render';
import { TemplateCategoryFilter } from './template-category-filter';

const category = (id: string, name: string, count: number) => ({
  id,
  name,
  count,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('TemplateCategoryFilter', () => {
  it('counts the templates of each category, and those without one, as the videos filter does', async () => {
    const onChange = vi.fn();
    fakeFetch((url: string) =>
      url === '/api/comment-categories'
        ? [category('c1', 'Thanks', 2), category('c2', 'Empty', 0)]
        : url.includes('category=_none')
          ? { items: [], total: 3, page: 1, pageSize: 1 }
          : { items: [], total: 5, page: 1, pageSize: 1 },
    );
    renderWithApp(<TemplateCategoryFilter value="" onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Filter by category' }));
    // The list is drawn (its opening transition keeps it from the accessibility tree in jsdom).
    const option = (name: string) => screen.findByRole('option', { name, hidden: true });
    expect(await option('No category (3)')).toBeTruthy();
    await userEvent.click(await option('Thanks (2)'));
    expect(onChange).toHaveBeenCalledWith('c1');
    // A category with no template leads to an empty list: it is not offered.
    expect(screen.queryByRole('option', { name: /Empty/, hidden: true })).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { PaginationBar } from './pagination-bar';

const noop = () => {};

describe('PaginationBar', () => {
  it('says how many in all, and the pages they make', async () => {
    renderWithApp(
      <PaginationBar page={1} pageSize={50} total={120} onPage={noop} onPageSize={noop} />,
    );
    expect(await screen.findByText('120 in all')).toBeTruthy();
    expect(screen.getByRole('button', { name: '3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '4' })).toBeNull();
  });

  it('says "more than" when a search stopped counting, and pages through what it counted', async () => {
    renderWithApp(
      <PaginationBar
        page={1}
        pageSize={50}
        total={1050}
        totalIsMinimum
        onPage={noop}
        onPageSize={noop}
      />,
    );
    expect(await screen.findByText('More than 1,050')).toBeTruthy();
    expect(screen.getByRole('button', { name: '21' })).toBeTruthy();
  });
});

import { MantineProvider } from '@mantine/core';
import { notifications, Notifications } from '@mantine/notifications';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_CATEGORY } from '@core/rules/category-name';
import { CategorySelect } from './category-select';
import { fillIn } from '../test/fill-in';

afterEach(() => notifications.clean());

const TECH = { id: '1', name: 'Tech', count: 0, createdAt: '2026-01-01T00:00:00.000Z' };

function Field({ onCreate }: { onCreate?: (name: string) => Promise<unknown> }) {
  const [value, setValue] = useState(NO_CATEGORY);
  return (
    <>
      <CategorySelect
        label="Category"
        categories={[TECH]}
        onCreate={onCreate}
        value={value}
        onChange={(next) => setValue(next ?? NO_CATEGORY)}
      />
      <output>{value}</output>
    </>
  );
}

/** env="test": no transitions, no portals, so the options are there to find at once. */
const renderField = (onCreate?: (name: string) => Promise<unknown>) =>
  render(
    <MantineProvider env="test">
      <Notifications />
      <Field onCreate={onCreate} />
    </MantineProvider>,
  );

async function type(text: string) {
  const field = screen.getByRole('combobox', { name: 'Category' });
  await userEvent.clear(field);
  await fillIn(field, text);
}

describe('CategorySelect', () => {
  it('offers to create a name it does not have, creates it, then selects it', async () => {
    const onCreate = vi.fn(() => Promise.resolve());
    renderField(onCreate);
    await type('  Travel ');
    await userEvent.click(await screen.findByRole('option', { name: 'Create "Travel"' }));
    expect(onCreate).toHaveBeenCalledWith('Travel');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Travel'));
    expect(await screen.findByText('Category added')).toBeTruthy();
  });

  it('offers no creation for a name it has, whatever its case', async () => {
    renderField(() => Promise.resolve());
    await type('tech');
    expect(await screen.findByRole('option', { name: 'Tech' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Create/ })).toBeNull();
  });

  it('offers no creation without a way to create', async () => {
    renderField();
    await type('Travel');
    expect(await screen.findByText('No matching categories')).toBeTruthy();
  });

  it('keeps the choice when the creation fails, and says why', async () => {
    const onCreate = vi.fn(() => Promise.reject(new Error('Network down')));
    renderField(onCreate);
    await type('Travel');
    await userEvent.click(await screen.findByRole('option', { name: 'Create "Travel"' }));
    expect(await screen.findByText('Could not add the category')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(NO_CATEGORY);
  });
});

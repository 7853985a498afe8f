import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PendingButton } from './pending-button';

const renderButton = (pending: boolean) =>
  render(
    <MantineProvider>
      <PendingButton pending={pending} pendingLabel="Logging in...">
        Login
      </PendingButton>
    </MantineProvider>,
  );

describe('PendingButton', () => {
  it('shows its label and can be pressed when idle', () => {
    renderButton(false);
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('says what it is doing, readable and disabled, while pending', () => {
    renderButton(true);
    const button = screen.getByRole('button', { name: 'Logging in...' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    // Mantine's `loading` would mark the label hidden; this button never uses it.
    expect(button.hasAttribute('data-loading')).toBe(false);
  });
});

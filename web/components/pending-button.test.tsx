import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PendingButton } from './pending-button';

const renderButton = (pending: boolean, onClick = vi.fn()) =>
  render(
    <MantineProvider>
      <PendingButton pending={pending} pendingLabel="Logging in..." onClick={onClick}>
        Login
      </PendingButton>
    </MantineProvider>,
  );

describe('PendingButton', () => {
  it('shows its label and can be pressed when idle', () => {
    const onClick = vi.fn();
    renderButton(false, onClick);
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('says what it is doing, readable and disabled, while pending', () => {
    const onClick = vi.fn();
    const { rerender } = renderButton(false, onClick);
    screen.getByRole('button', { name: 'Login' }).focus();
    rerender(
      <MantineProvider>
        <PendingButton pending pendingLabel="Logging in..." onClick={onClick}>
          Login
        </PendingButton>
      </MantineProvider>,
    );
    const button = screen.getByRole('button', { name: 'Logging in...' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    // Disabled to a press, but it keeps the keyboard's focus (a disabled button drops it).
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(button);
    // Mantine's `loading` would mark the label hidden; this button never uses it.
    expect(button.hasAttribute('data-loading')).toBe(false);
  });

  it('is disabled outright when it may not be pressed at all', () => {
    render(
      <MantineProvider>
        <PendingButton pending={false} pendingLabel="Logging in..." disabled>
          Login
        </PendingButton>
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Login' }).hasAttribute('disabled')).toBe(true);
  });
});

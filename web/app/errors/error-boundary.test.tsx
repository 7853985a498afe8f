import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeLoadError } from './code-load-error';
import { ErrorBoundary } from './error-boundary';

function Broken({ error }: { error: Error }): never {
  throw error;
}

const renderBroken = (error: Error) =>
  render(
    <MantineProvider>
      <ErrorBoundary>
        <Broken error={error} />
      </ErrorBoundary>
    </MantineProvider>,
  );

describe('ErrorBoundary', () => {
  // React reports each caught error on the console; the test expects them.
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  afterEach(() => quiet.mockClear());

  it('shows a message and a Reload button instead of a blank page when rendering fails', () => {
    renderBroken(new Error('boom'));
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('says the app was updated when a page’s code could not be downloaded', () => {
    renderBroken(new CodeLoadError(new TypeError('Failed to fetch dynamically imported module')));
    expect(screen.getByRole('alert').textContent).toContain('The app was updated');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('reloads the page when Reload is pressed', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderBroken(new Error('boom'));
    screen.getByRole('button', { name: 'Reload' }).click();
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@web/test/fake-fetch';
import { renderWithApp } from '@web/test/render';
import { CredentialsPanel } from './credentials-panel';

const panel = (signedIn = false) => (
  <CredentialsPanel busy={false} signedIn={signedIn} onClearLocalData={() => {}} />
);

describe('CredentialsPanel (/auth, left column)', () => {
  it('spins while the credentials load', () => {
    fakeFetch(() => new Promise(() => {}));
    renderWithApp(panel());
    expect(screen.getByLabelText('Loading')).toBeTruthy();
  });

  it('says what to do when there is no credential to sign in through', async () => {
    fakeFetch([]);
    renderWithApp(panel());
    expect(
      await screen.findByText('You need to add Google API credentials before logging in'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add credentials' }).getAttribute('href')).toBe(
      '/accounts',
    );
  });

  it("lists the server's sign-in to an anonymous visitor, and the user's credentials to connect through", async () => {
    fakeFetch([{ id: 'server', name: 'Default', isDefault: true }]);
    const { unmount } = renderWithApp(panel());
    expect(await screen.findByText('Google sign-in of this server')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    unmount();

    fakeFetch([
      { id: 'c1', name: 'Main project', isDefault: true },
      { id: 'c2', name: 'Spare project', isDefault: false },
    ]);
    renderWithApp(panel(true));
    expect(await screen.findByText('Main project')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Connect channel' })).toHaveLength(2);
    expect(screen.getAllByText('Default')).toHaveLength(1);
  });

  it('shows an error box when the list cannot be loaded (after its 2 retries)', async () => {
    const fetch = fakeFetch({ code: 'INTERNAL', message: 'down' }, { status: 500 });
    renderWithApp(panel());
    expect(
      await screen.findByText('Error loading credentials', {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(3);
  }, 10_000);
});

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

  it('tells a visitor with no credential to sign in through that email sign-in needs none', async () => {
    fakeFetch([]);
    renderWithApp(panel());
    expect(
      await screen.findByText(
        'Signing in with your email needs no credential. Once you are in, add a Google API credential of yours on the Channels page to connect your channels through it.',
      ),
    ).toBeTruthy();
    // The Channels page would only send a visitor back to sign in.
    expect(screen.queryByRole('link', { name: 'Add credentials' })).toBeNull();
    expect(screen.queryByText(/before logging in/)).toBeNull();
  });

  it('offers someone signed in without a credential to add one', async () => {
    fakeFetch([]);
    renderWithApp(panel(true));
    expect(
      await screen.findByText(
        'Add a Google API credential of yours, then connect your channels through it.',
      ),
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

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CredentialChannel } from '@core/api/channels.schema';
import type { Credential } from '@core/api/credentials.schema';
import i18n from '@web/i18n/i18n';
import { fakeFetch } from '@web/test/fake-fetch';
import { renderWithApp } from '@web/test/render';
import { AddCredentialDialog } from './add-credential-dialog';
import { CredentialAccountsCell } from './credential-accounts-cell';
import { CredentialsTable } from './credentials-table';
import { fillIn } from '@web/test/fill-in';

const credential = (over: Partial<Credential>): Credential => ({
  id: 'c1',
  name: 'Main',
  clientId: 'abc.apps.googleusercontent.com',
  isDefault: true,
  testing: false,
  quotaDailyUnits: null,
  quotaSearchCalls: null,
  limits: { dailyUnits: 10_000, searchCalls: 100 },
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const account = (n: number): CredentialChannel => ({
  id: `a${n}`,
  email: `owner${n}@example.com`,
  avatar: null,
  fullName: `Channel ${n}`,
  status: 'active',
});

describe('AddCredentialDialog', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it.each([
    ['en', 'redirect URI. See the'],
    ['zh-CN', '重定向 URI。查看'],
    ['zh-TW', '重新導向 URI。查看'],
  ])('in %s, its help runs on into the link as the language writes it', async (code, joint) => {
    await i18n.changeLanguage(code);
    renderWithApp(<AddCredentialDialog opened onClose={() => {}} />);
    const link = await screen.findByRole('link');
    expect(link.parentElement!.textContent).toContain(joint);
  });

  it('asks for every field with "Missing Information" and sends nothing', async () => {
    const fetch = fakeFetch();
    renderWithApp(<AddCredentialDialog opened onClose={() => {}} />);
    await fillIn(screen.getByLabelText(/^Name/), 'Project');
    await fillIn(screen.getByLabelText(/^Client ID/), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Missing Information')).toBeTruthy();
    expect(screen.getByText('Please provide all required credential information.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    // Each empty field says so, the first one is where the typing goes; a filled one does not.
    const clientId = screen.getByLabelText(/^Client ID/);
    expect(clientId.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(document.activeElement).toBe(clientId);
    await fillIn(clientId, 'abc.apps.googleusercontent.com');
    expect(clientId.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getAllByText('Required')).toHaveLength(1);
  });

  it("shows the server's reason in the user's language when the client id is already there", async () => {
    fakeFetch(
      { code: 'CREDENTIAL_EXISTS', message: 'You already have a credential with this client id.' },
      { status: 409 },
    );
    const onClose = vi.fn();
    renderWithApp(<AddCredentialDialog opened onClose={onClose} />);
    await fillIn(screen.getByLabelText(/^Name/), 'Project');
    await fillIn(screen.getByLabelText(/^Client ID/), 'abc.apps.googleusercontent.com');
    await fillIn(screen.getByLabelText(/^Client secret/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Error Adding Credential')).toBeTruthy();
    expect(screen.getByText('You already have a credential with this client id.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('CredentialAccountsCell', () => {
  it('shows at most 3 accounts, then "+N more"', async () => {
    fakeFetch([1, 2, 3, 4, 5].map(account));
    renderWithApp(<CredentialAccountsCell credentialId="c1" />);
    expect(await screen.findByText('Channel 1')).toBeTruthy();
    expect(screen.getByText('Channel 3')).toBeTruthy();
    expect(screen.queryByText('Channel 4')).toBeNull();
    expect(screen.getByText('+2 more')).toBeTruthy();
  });

  it('says "Failed to load" in the cell when the list cannot be fetched', async () => {
    fakeFetch({ code: 'INTERNAL', message: 'boom' }, { status: 500 });
    renderWithApp(<CredentialAccountsCell credentialId="c1" />);
    expect(await screen.findByText('Failed to load')).toBeTruthy();
    expect(await screen.findByText('Could not load the channels')).toBeTruthy();
  });
});

describe('CredentialsTable', () => {
  it('shows the whole client id on a tap, and badges Default and Alternative', async () => {
    fakeFetch((url: string) =>
      url === '/api/credentials'
        ? [
            credential({ id: 'c1', name: 'Main', clientId: '123456789012345678.apps' }),
            credential({ id: 'c2', name: 'Spare', clientId: 'short', isDefault: false }),
          ]
        : [],
    );
    renderWithApp(<CredentialsTable />);
    const main = (await screen.findByText('Main')).closest('tr')!;
    // Cut, if at all, only by the room it has (CSS): the text is whole, and a tap unfolds it.
    const clientId = within(main).getByRole('button', { name: '123456789012345678.apps' });
    expect(clientId.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(clientId);
    expect(clientId.getAttribute('aria-expanded')).toBe('true');
    expect(within(main).getByText('Default')).toBeTruthy();
    expect(within(main).queryByRole('button', { name: 'Make default' })).toBeNull();
    const spare = screen.getByText('Spare').closest('tr')!;
    expect(within(spare).getByText('short')).toBeTruthy();
    expect(within(spare).getByText('Alternative')).toBeTruthy();
    expect(within(spare).getByRole('button', { name: 'Make default' })).toBeTruthy();
  });

  it('shows both error labels when the credentials cannot be loaded', async () => {
    fakeFetch({ code: 'INTERNAL', message: 'down' }, { status: 500 });
    renderWithApp(<CredentialsTable />);
    expect(await screen.findByText('Error loading credentials')).toBeTruthy();
    expect(screen.getByText(/Could not fetch your credentials/)).toBeTruthy();
  });
});

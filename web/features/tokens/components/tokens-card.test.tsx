import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiToken } from '@core/api/tokens.schema';
import type { Role } from '@core/workspaces/roles';
import i18n from '@web/i18n/i18n';
import { fakeFetch } from '@web/test/fake-fetch';
import { memberAnswer, signedInClient } from '@web/test/member';
import { renderWithApp } from '@web/test/render';
import { TokensCard } from './tokens-card';

afterEach(() => i18n.changeLanguage('en'));

const TOKEN: ApiToken = {
  id: '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f',
  name: 'Nightly import',
  prefix: 'mcm_3kF9',
  scopes: ['read', 'videos:write'],
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: '2026-11-28T09:00:00.000Z',
  lastUsedIp: '203.0.113.7',
  revokedAt: null,
};
const SECRET = `mcm_3kF9${'x'.repeat(39)}`;

/** The card as `role` sees it, the server answering with `tokens` and making one when asked. */
async function cardAs(role: Role, tokens: ApiToken[]) {
  const member = memberAnswer(role);
  const fetch = fakeFetch((url: string, init?: RequestInit) => {
    const known = member(url);
    if (known) return known;
    if (init?.method === 'POST') return { ...TOKEN, id: 'new', name: 'Cron', token: SECRET };
    if (init?.method === 'DELETE') return null;
    return tokens;
  });
  renderWithApp(<TokensCard />, { queryClient: signedInClient() });
  return fetch;
}

const sent = (fetch: Awaited<ReturnType<typeof cardAs>>, method: string) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => [
      url,
      typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
    ]);

describe('TokensCard', () => {
  it('lists each token with its scopes and last use, never the token itself', async () => {
    await cardAs('owner', [
      TOKEN,
      { ...TOKEN, id: 'old', name: 'Old', revokedAt: TOKEN.createdAt },
    ]);
    const row = await screen.findByLabelText('Nightly import');
    expect(within(row).getByText('mcm_3kF9…')).toBeTruthy();
    expect(within(row).getByText('videos:write')).toBeTruthy();
    expect(within(row).getByText(/Last used .* from 203\.0\.113\.7/)).toBeTruthy();
    const old = screen.getByLabelText('Old');
    expect(within(old).getByText('Revoked')).toBeTruthy();
    expect(within(old).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('makes a token with the scopes chosen, and shows it once', async () => {
    const fetch = await cardAs('owner', []);
    await screen.findByText('No tokens yet.');
    await userEvent.click(screen.getByRole('button', { name: 'New token' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Cron');
    await userEvent.click(screen.getByRole('checkbox', { name: /Launch, pause/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Make token' }));
    expect(await screen.findByLabelText('API token')).toHaveProperty('textContent', SECRET);
    expect(sent(fetch, 'POST')).toEqual([
      ['/api/tokens', { name: 'Cron', scopes: ['read', 'batches:write'] }],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('offers an editor only the scopes an editor can give', async () => {
    await cardAs('editor', []);
    await userEvent.click(await screen.findByRole('button', { name: 'New token' }));
    // Once the role is known (the form asks for it).
    await waitFor(() =>
      expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
        'read',
        'videos:write',
        'templates:write',
        'batches:write',
      ]),
    );
  });

  it('revokes a token after saying what stops', async () => {
    const fetch = await cardAs('owner', [TOKEN]);
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Nightly import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this token?' });
    expect(within(dialog).getByText(/“Nightly import” stop working at once/)).toBeTruthy();
    expect(sent(fetch, 'DELETE')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(sent(fetch, 'DELETE')).toEqual([[`/api/tokens/${TOKEN.id}`, null]]));
  });
});

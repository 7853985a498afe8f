import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Invitation, Member, WorkspaceSummary } from '@core/api/workspaces.schema';
import type { Role } from '@core/workspaces/roles';
import { fakeFetch } from '@web/test/fake-fetch';
import { fillIn } from '@web/test/fill-in';
import { ADA } from '@web/test/member';
import { renderWithApp } from '@web/test/render';
import WorkspacePage from './workspace';

const PERSONAL: WorkspaceSummary = {
  id: ADA.id,
  name: 'Ada',
  role: 'owner',
  personal: true,
  current: false,
};
const team = (role: Role): WorkspaceSummary => ({
  id: '6a1f3c2e-8d4b-4f6a-9c1e-2b3d4e5f6a7b',
  name: 'Engines',
  role,
  personal: false,
  current: true,
});
const INVITATION: Invitation = {
  id: '3f0c7a52-1c55-4a4e-9a57-0b9c1c0d2e11',
  email: 'bob@example.com',
  role: 'viewer',
  invitedBy: 'ada@example.com',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2099-11-27T10:00:00.000Z',
};

/** Ada's API, in the team workspace with `role` (or her personal one when `personal`). */
function fakeApi(role: Role, { personal = false } = {}) {
  const workspaces = personal
    ? [
        { ...PERSONAL, current: true },
        { ...team(role), current: false },
      ]
    : [PERSONAL, team(role)];
  const me: Member = { ...ADA, role, joinedAt: '2026-11-20T10:00:00.000Z', you: true };
  return fakeFetch((url: string) => {
    if (url === '/api/auth/current-user') return ADA;
    if (url === '/api/workspaces') return workspaces;
    if (url === '/api/workspace/members') return [me];
    if (url === '/api/workspace/invitations') return [INVITATION];
    if (url === '/api/workspace') return null;
    throw new Error(`unexpected ${url}`);
  });
}

describe('WorkspacePage', () => {
  it('shows a viewer the members, and neither invitations nor a way to delete', async () => {
    const fetch = fakeApi('viewer');
    renderWithApp(<WorkspacePage />, { path: '/workspace' });
    expect(await screen.findByRole('heading', { name: 'Engines' })).toBeTruthy();
    expect((await screen.findByRole('table')).textContent).toContain('ada@example.com');
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete workspace' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave workspace' })).toBeTruthy();
    // The audit log's lines of their own, and the card says that is what they are.
    expect(screen.getByRole('link', { name: 'Open the audit log' })).toBeTruthy();
    expect(screen.getByText(/^What you did in this workspace/)).toBeTruthy();
    // The invitations are not theirs to see: not even asked for.
    expect(fetch.mock.calls.some(([url]) => url === '/api/workspace/invitations')).toBe(false);
  });

  it('offers an admin only the roles below owner to invite with, and the pending invitations', async () => {
    fakeApi('admin');
    renderWithApp(<WorkspacePage />, { path: '/workspace' });
    const role = await screen.findByRole('combobox', { name: 'Role' });
    expect([...role.querySelectorAll('option')].map((option) => option.value)).toEqual([
      'admin',
      'editor',
      'viewer',
    ]);
    const pending = await screen.findByRole('list', { name: 'Pending invitations' });
    expect(screen.getByRole('link', { name: 'Open the audit log' }).getAttribute('href')).toBe(
      '/audit',
    );
    expect(pending.textContent).toContain('bob@example.com');
    expect(
      within(pending).getByRole('button', { name: 'Send again to bob@example.com' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete workspace' })).toBeNull();
  });

  it('deletes the workspace only once its owner has typed its name', async () => {
    const fetch = fakeApi('owner');
    renderWithApp(<WorkspacePage />, { path: '/workspace' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Engines”?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete workspace' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await fillIn(within(dialog).getByRole('textbox'), 'Engine');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await fillIn(within(dialog).getByRole('textbox'), 's');
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    await userEvent.click(confirm);
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(await screen.findByText('“Engines” was deleted')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      '/api/workspace',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('never offers to leave or delete the personal workspace', async () => {
    fakeApi('owner', { personal: true });
    renderWithApp(<WorkspacePage />, { path: '/workspace' });
    expect(await screen.findByRole('button', { name: 'Rename' })).toBeTruthy();
    expect(screen.getByText('Personal')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Leave workspace' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete workspace' })).toBeNull();
  });
});

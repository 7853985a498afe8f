import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Member, WorkspaceSummary } from '@core/api/workspaces.schema';
import type { Role } from '@core/workspaces/roles';
import i18n from '@web/i18n/i18n';
import { fakeFetch, Reply } from '@web/test/fake-fetch';
import { renderWithApp } from '@web/test/render';
import { MembersCard } from './members-card';

afterEach(() => i18n.changeLanguage('en'));

const TEAM = '6a1f3c2e-8d4b-4f6a-9c1e-2b3d4e5f6a7b';
const member = (id: string, fullName: string, role: Role, you = false): Member => ({
  id,
  email: `${fullName.toLowerCase()}@example.com`,
  fullName,
  role,
  joinedAt: '2026-11-20T10:00:00.000Z',
  you,
});
const GRACE = member('0c9e8d7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f', 'Grace', 'owner');
const ADA = member('1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a', 'Ada', 'admin', true);
const BOB = member('2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b', 'Bob', 'editor');
const MEMBERS = [GRACE, ADA, BOB];
const team = (role: Role): WorkspaceSummary => ({
  id: TEAM,
  name: 'Engines',
  role,
  personal: false,
  current: true,
});

describe('MembersCard', () => {
  it.each(['editor', 'viewer'] as const)(
    'shows an %s every member and their role, and no way to change either',
    async (role) => {
      fakeFetch(MEMBERS);
      renderWithApp(<MembersCard workspace={team(role)} mayManage={false} />);
      expect(await screen.findByText('Grace')).toBeTruthy();
      expect(screen.getByRole('table').textContent).toContain('bob@example.com');
      expect(screen.getByText('Owner')).toBeTruthy();
      expect(screen.getByText('Editor')).toBeTruthy();
      expect(screen.queryByRole('combobox')).toBeNull();
      expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
      expect(
        screen.getByText(
          'Only owners and admins can change roles, remove members and invite people.',
        ),
      ).toBeTruthy();
    },
  );

  it('lets an admin change and remove the roles below owner, never an owner, never themselves', async () => {
    fakeFetch(MEMBERS);
    renderWithApp(<MembersCard workspace={team('admin')} mayManage />);
    const bobsRole = await screen.findByRole('combobox', { name: 'Role of Bob' });
    // An admin may not make an owner.
    expect([...bobsRole.querySelectorAll('option')].map((option) => option.value)).toEqual([
      'admin',
      'editor',
      'viewer',
    ]);
    expect(screen.queryByRole('combobox', { name: 'Role of Grace' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Role of Ada' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Bob' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Grace' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Ada' })).toBeNull();
  });

  it('removes a member only once asked, and takes them off the list', async () => {
    const fetch = fakeFetch((url: string, init?: RequestInit) =>
      init?.method === 'DELETE' ? null : MEMBERS,
    );
    renderWithApp(<MembersCard workspace={team('owner')} mayManage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Bob' }));
    expect(fetch).toHaveBeenCalledTimes(1);
    const dialog = await screen.findByRole('dialog', { name: 'Remove Bob?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Bob')).toBeNull());
    expect(fetch).toHaveBeenCalledWith(`/api/workspace/members/${BOB.id}`, expect.anything());
  });

  it("says in the person's language why a role could not be changed", async () => {
    await i18n.changeLanguage('zh-TW');
    fakeFetch((url: string, init?: RequestInit) =>
      init?.method === 'PATCH'
        ? new Reply(409, { code: 'LAST_OWNER', message: 'A workspace keeps an owner.' })
        : MEMBERS,
    );
    renderWithApp(<MembersCard workspace={team('owner')} mayManage />);
    const gracesRole = await screen.findByRole('combobox', { name: 'Grace 的角色' });
    await userEvent.selectOptions(gracesRole, 'admin');
    expect(
      await screen.findByText('工作區至少要有一位擁有者：請先讓其他人成為擁有者。'),
    ).toBeTruthy();
  });
});

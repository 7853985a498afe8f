import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@core/api/auth.schema';
import type { WorkspaceSummary } from '@core/api/workspaces.schema';
import i18n from '@web/i18n/i18n';
import { createQueryClient } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { fakeFetch } from '@web/test/fake-fetch';
import { renderWithApp } from '@web/test/render';
import { WorkspaceSwitcher } from './workspace-switcher';

afterEach(() => i18n.changeLanguage('en'));

const USER: User = {
  id: '0c9e8d7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  avatar: null,
  emailVerified: true,
  language: 'en',
  timeZone: null,
};
const PERSONAL: WorkspaceSummary = {
  id: USER.id,
  name: 'Ada Lovelace',
  role: 'owner',
  personal: true,
  current: true,
};
const TEAM: WorkspaceSummary = {
  id: '6a1f3c2e-8d4b-4f6a-9c1e-2b3d4e5f6a7b',
  name: 'Analytical Engines Ltd, comment team for the spring launch',
  role: 'editor',
  personal: false,
  current: false,
};

/** The API of a person in two workspaces, the personal one current until they switch. */
function fakeApi() {
  let current = PERSONAL.id;
  return fakeFetch((url: string, init?: RequestInit) => {
    if (url === '/api/auth/current-user') return USER;
    if (url === '/api/workspaces') {
      return [PERSONAL, TEAM].map((each) => ({ ...each, current: each.id === current }));
    }
    if (url === '/api/session/workspace' && init?.method === 'PUT') {
      current = (JSON.parse(init.body as string) as { workspaceId: string }).workspaceId;
      return { ...TEAM, current: true };
    }
    throw new Error(`unexpected ${url}`);
  });
}

describe('WorkspaceSwitcher', () => {
  it('lists every workspace with its role, checks the current one, and names them whole', async () => {
    fakeApi();
    renderWithApp(<WorkspaceSwitcher />, { env: 'test' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ada Lovelace, workspace menu' }),
    );
    const current = await screen.findByRole('menuitemradio', { name: /^Ada Lovelace/ });
    expect(current.getAttribute('aria-checked')).toBe('true');
    expect(within(current).getByText('Owner')).toBeTruthy();
    expect(within(current).getByText('Personal')).toBeTruthy();
    const team = screen.getByRole('menuitemradio', { name: new RegExp(`^${TEAM.name}`) });
    expect(team.getAttribute('aria-checked')).toBe('false');
    expect(within(team).getByText('Editor')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'New workspace...' })).toBeTruthy();
    // An owner reads the audit log.
    expect(screen.getByRole('menuitem', { name: 'Audit log' }).getAttribute('href')).toBe('/audit');
  });

  it('offers the audit log (their own lines) where the person is an editor', async () => {
    fakeFetch((url: string) =>
      url === '/api/workspaces'
        ? [
            { ...PERSONAL, current: false },
            { ...TEAM, current: true },
          ]
        : USER,
    );
    renderWithApp(<WorkspaceSwitcher />, { env: 'test' });
    await userEvent.click(await screen.findByRole('button', { name: /workspace menu$/ }));
    expect(await screen.findByRole('menuitem', { name: 'Workspace and members' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Audit log' }).getAttribute('href')).toBe('/audit');
  });

  it('switches, forgets every query about the workspace before, and opens the dashboard', async () => {
    const fetch = fakeApi();
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.dashboard, { before: 'the personal workspace' });
    renderWithApp(<WorkspaceSwitcher />, { queryClient, env: 'test' });
    await userEvent.click(await screen.findByRole('button', { name: /workspace menu$/ }));
    await userEvent.click(
      await screen.findByRole('menuitemradio', { name: new RegExp(`^${TEAM.name}`) }),
    );

    expect(await screen.findByText('home page')).toBeTruthy();
    expect(await screen.findByText(`Now working in “${TEAM.name}”`)).toBeTruthy();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0]).toBe('/api/session/workspace');
    expect(JSON.parse(put[1]!.body as string)).toEqual({ workspaceId: TEAM.id });
    expect(queryClient.getQueryData(queryKeys.dashboard)).toBeUndefined();
    // The person is the same: they stay signed in, and the list now marks the team current.
    expect(queryClient.getQueryData(['auth', 'current-user'])).toEqual(USER);
    await waitFor(() =>
      expect(
        queryClient
          .getQueryData<WorkspaceSummary[]>(queryKeys.workspaces)
          ?.find((workspace) => workspace.current)?.id,
      ).toBe(TEAM.id),
    );
  });

  it('stays a button of its icon alone for someone with only their personal workspace', async () => {
    fakeFetch((url: string) => (url === '/api/workspaces' ? [PERSONAL] : USER));
    renderWithApp(<WorkspaceSwitcher />, { env: 'test' });
    const button = await screen.findByRole('button', { name: 'Ada Lovelace, workspace menu' });
    expect(button.textContent).toBe('');
    await userEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'New workspace...' })).toBeTruthy();
  });

  it.each([
    ['zh-CN', 'Ada Lovelace，工作区菜单'],
    ['zh-TW', 'Ada Lovelace，工作區選單'],
  ])('is named first by the name it shows, in %s (WCAG 2.5.3)', async (language, name) => {
    await i18n.changeLanguage(language);
    fakeApi();
    renderWithApp(<WorkspaceSwitcher />, { env: 'test' });
    expect(await screen.findByRole('button', { name })).toBeTruthy();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WorkspaceSummary } from '@core/api/workspaces.schema';
import { fakeFetch } from '@web/test/fake-fetch';
import { ADA, workspacesAs } from '@web/test/member';
import { renderWithApp } from '@web/test/render';
import { WorkspaceNav } from './workspace-nav';

const TEAM: WorkspaceSummary = {
  id: '6a1f3c2e-8d4b-4f6a-9c1e-2b3d4e5f6a7b',
  name: 'Analytical Engines Ltd, comment team for the spring launch',
  role: 'admin',
  personal: false,
  current: true,
};
const PERSONAL: WorkspaceSummary = {
  id: ADA.id,
  name: 'Ada',
  role: 'owner',
  personal: true,
  current: false,
};

describe('WorkspaceNav (the phone’s drawer)', () => {
  it('names the current workspace whole, and switches to another on a tap, then closes', async () => {
    const fetch = fakeFetch((url: string, init?: RequestInit) => {
      if (url === '/api/auth/current-user') return ADA;
      if (init?.method === 'PUT') return { ...PERSONAL, current: true };
      return [PERSONAL, TEAM];
    });
    const leave = vi.fn();
    renderWithApp(<WorkspaceNav onLeave={leave} />);
    // The whole name, on the row that opens the list: a phone has no hover to show the rest.
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^${TEAM.name}`) }));
    await userEvent.click(await screen.findByRole('button', { name: /^Ada/ }));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(leave).toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledWith(
      '/api/session/workspace',
      expect.objectContaining({ method: 'PUT' }),
    );
  });

  // Every member reads it (owners and admins whole, anyone else their own lines).
  it.each(['viewer', 'editor', 'admin', 'owner'] as const)(
    'as %s, offers the audit log',
    async (role) => {
      fakeFetch((url: string) => (url === '/api/auth/current-user' ? ADA : workspacesAs(role)));
      renderWithApp(<WorkspaceNav onLeave={vi.fn()} />);
      await userEvent.click(await screen.findByRole('button', { name: /^Engines/ }));
      expect(await screen.findByRole('link', { name: 'Workspace and members' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Audit log' }).getAttribute('href')).toBe('/audit');
    },
  );
});

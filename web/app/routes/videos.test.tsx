import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@core/workspaces/roles';
import { fakeFetch } from '@web/test/fake-fetch';
import { memberAnswer, signedInClient } from '@web/test/member';
import { renderWithApp } from '@web/test/render';
import VideosPage from './videos';

/** The Videos page for Ada as `role`, the workspace's collection empty. */
function renderAs(role: Role) {
  const member = memberAnswer(role);
  fakeFetch((url: string) => {
    const answer = member(url);
    if (answer !== undefined) return answer;
    if (url.startsWith('/api/video-categories')) return [];
    if (url.startsWith('/api/videos')) return { items: [], total: 0, page: 1, pageSize: 50 };
    throw new Error(`unexpected ${url}`);
  });
  renderWithApp(<VideosPage />, { queryClient: signedInClient() });
}

describe('the Videos page by role', { timeout: 20_000 }, () => {
  it('offers a viewer no way to add or find videos, says why, and tells them to add none', async () => {
    renderAs('viewer');
    expect(
      await screen.findByText(/^Your role \(Viewer\) can't add or change videos/),
    ).toBeTruthy();
    const tabs = screen.getByRole('tablist');
    expect(within(tabs).queryByRole('tab', { name: 'Add' })).toBeNull();
    expect(within(tabs).queryByRole('tab', { name: 'Find' })).toBeNull();
    expect(within(tabs).getByRole('tab', { name: 'Saved', selected: true })).toBeTruthy();
    expect(
      await screen.findByText("Owners, admins and editors add the workspace's videos."),
    ).toBeTruthy();
    expect(screen.queryByText(/Paste links on the Add tab/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reorder' })).toBeNull();
  });

  it('offers an editor every tab, starting with Add', async () => {
    renderAs('editor');
    expect(await screen.findByRole('button', { name: 'Process Videos' })).toBeTruthy();
    const tabs = screen.getByRole('tablist');
    expect(within(tabs).getByRole('tab', { name: 'Add', selected: true })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'Find' })).toBeTruthy();
    expect(screen.queryByText(/can't add or change videos/)).toBeNull();
  });
});

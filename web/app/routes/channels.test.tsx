import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Credential } from '@core/api/credentials.schema';
import type { Role } from '@core/workspaces/roles';
import { aChannel } from '@web/features/channels/components/channel.test-helpers';
import { fakeFetch } from '@web/test/fake-fetch';
import { memberAnswer, signedInClient } from '@web/test/member';
import { renderWithApp } from '@web/test/render';
import AccountsPage from './channels';

const CREDENTIAL: Credential = {
  id: 'c1',
  name: 'Studio project',
  clientId: 'abc.apps.googleusercontent.com',
  isDefault: false,
  testing: false,
  quotaDailyUnits: null,
  quotaSearchCalls: null,
  limits: { dailyUnits: 10_000, searchCalls: 100 },
  createdAt: '2026-01-01T00:00:00.000Z',
};
const CHANNEL = aChannel({
  id: 'a1',
  credentialId: 'c1',
  credentialName: 'Studio project',
  postingPaused: true,
  pausedReason: 'failures',
});

/** The Channels page for Ada as `role`: one credential, one channel through it, paused. */
function renderAs(role: Role, { channels = [CHANNEL] } = {}) {
  const member = memberAnswer(role);
  fakeFetch((url: string) => {
    const answer = member(url);
    if (answer !== undefined) return answer;
    if (url === '/api/credentials') return [CREDENTIAL];
    if (url === '/api/credentials/c1/accounts') return [];
    if (url === '/api/accounts') return channels;
    throw new Error(`unexpected ${url}`);
  });
  renderWithApp(<AccountsPage />, { queryClient: signedInClient() });
}

const ACTIONS = [
  'Add Credential',
  'Connect channel',
  'Make default',
  'Check connection',
  'Posting windows',
  'Disconnect',
  'Disconnect all',
  'Resume posting',
];

describe('the Channels page by role', { timeout: 20_000 }, () => {
  it('shows an editor the channels without a single action, and says why', async () => {
    renderAs('editor');
    expect(await screen.findByText('Travels')).toBeTruthy();
    expect(
      await screen.findByText(/^Your role \(Editor\) can't connect or change channels/),
    ).toBeTruthy();
    for (const name of ACTIONS) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Disconnect all' })).toBeNull();
  });

  it('tells a viewer with no channel who connects them, not to connect one', async () => {
    renderAs('viewer', { channels: [] });
    expect(
      await screen.findByText("An owner or an admin connects the workspace's channels here."),
    ).toBeTruthy();
    expect(screen.queryByText(/Use "Connect channel"/)).toBeNull();
  });

  it('gives an admin every action', async () => {
    renderAs('admin');
    expect(await screen.findByRole('button', { name: 'Connect channel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Credential' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resume posting' })).toBeTruthy();
    expect(screen.queryByText(/can't connect or change channels/)).toBeNull();
  });
});

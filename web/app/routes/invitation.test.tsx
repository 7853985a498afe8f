import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@core/api/auth.schema';
import type { InvitationPreview, WorkspaceSummary } from '@core/api/workspaces.schema';
import i18n from '@web/i18n/i18n';
import { fakeFetch, Reply } from '@web/test/fake-fetch';
import { renderWithApp } from '@web/test/render';
import InvitationPage from './invitation';

afterEach(() => i18n.changeLanguage('en'));

const PREVIEW: InvitationPreview = {
  workspaceName: 'Engines',
  role: 'editor',
  email: 'bob@example.com',
  invitedBy: 'ada@example.com',
  expiresAt: '2026-11-27T10:00:00.000Z',
};
const user = (email: string): User => ({
  id: '2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b',
  email,
  fullName: null,
  avatar: null,
  emailVerified: true,
  language: 'en',
  timeZone: null,
});
const JOINED: WorkspaceSummary = {
  id: '6a1f3c2e-8d4b-4f6a-9c1e-2b3d4e5f6a7b',
  name: 'Engines',
  role: 'editor',
  personal: false,
  current: true,
};
const TOKEN = 'k3Y_-token';
const SIGNED_OUT = { code: 'UNAUTHENTICATED', message: 'Not signed in.' };
const at = { path: '/invitation', search: `?token=${TOKEN}` };

/** The server as a person signed in (or not: `null`) finds it, the invitation still open. */
const fakeApi = (signedIn: User | null) =>
  fakeFetch((url: string) => {
    if (url === '/api/auth/current-user') return signedIn ?? new Reply(401, SIGNED_OUT);
    if (url === '/api/invitations/preview') return PREVIEW;
    if (url === '/api/invitations/accept') return JOINED;
    throw new Error(`unexpected ${url}`);
  });

describe('InvitationPage', () => {
  it('lets the person it was sent to accept it, then opens the workspace', async () => {
    const fetch = fakeApi(user('Bob@Example.com'));
    renderWithApp(<InvitationPage />, at);
    expect(
      await screen.findByText('ada@example.com invited you to work in the workspace “Engines”.'),
    ).toBeTruthy();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Accept and open the workspace' }),
    );
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(await screen.findByText('You joined “Engines”')).toBeTruthy();
    const accept = fetch.mock.calls.find(([url]) => url === '/api/invitations/accept')!;
    expect(JSON.parse(accept[1]!.body as string)).toEqual({ token: TOKEN });
  });

  it('sends someone signed out to sign in or register, and back to this page after', async () => {
    fakeApi(null);
    renderWithApp(<InvitationPage />, at);
    const back = encodeURIComponent(`/invitation?token=${TOKEN}`);
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe(`/auth?returnTo=${back}`);
    const register = screen.getByRole('link', { name: 'Create an account' });
    expect(register.getAttribute('href')).toBe(`/auth?returnTo=${back}&tab=register`);
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
  });

  it('tells someone signed in with another address which one to use, and offers to sign out', async () => {
    await i18n.changeLanguage('zh-CN');
    fakeApi(user('carol@example.com'));
    renderWithApp(<InvitationPage />, at);
    expect(
      await screen.findByText(/^此邀请发送给了 bob@example.com：请使用该地址登录后再接受。/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: '退出登录，改用该地址' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '接受并打开工作区' })).toBeNull();
  });

  it('says a link that no longer works cannot be used', async () => {
    fakeFetch((url: string) =>
      url === '/api/invitations/preview'
        ? new Reply(404, { code: 'INVITATION_INVALID', message: 'No invitation has this link.' })
        : new Reply(401, SIGNED_OUT),
    );
    renderWithApp(<InvitationPage />, at);
    expect(await screen.findByText(i18n.t('errors.code.INVITATION_INVALID'))).toBeTruthy();
  });
});

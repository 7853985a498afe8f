import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEvent, AuditPage } from '@core/api/audit.schema';
import type { Member } from '@core/api/workspaces.schema';
import { fakeFetch } from '@web/test/fake-fetch';
import { ADA } from '@web/test/member';
import { renderWithApp } from '@web/test/render';
import { AuditLog } from './audit-log';

const SAM: Member = {
  id: '9b2d4f6a-1c3e-4a5b-8d7f-0e1a2b3c4d5e',
  email: 'sam@example.com',
  fullName: 'Sam',
  role: 'editor',
  joinedAt: '2026-11-20T10:00:00.000Z',
  you: false,
};
const event = (id: string, changes: Partial<AuditEvent>): AuditEvent => ({
  id,
  at: '2026-11-25T13:41:00.000Z',
  actor: { id: ADA.id, email: ADA.email },
  ip: '203.0.113.7',
  kind: 'auth.signedIn',
  subjectId: null,
  details: {},
  ...changes,
});

/** The log's API: `pages` answered in turn by `before`, the members, and what was asked. */
function fakeLog(pages: Record<string, AuditPage>) {
  return fakeFetch((url: string) => {
    if (url === '/api/workspace/members') return [SAM];
    if (url === '/api/auth/current-user') return ADA;
    const before = new URL(url, 'http://app').searchParams.get('before') ?? '';
    return pages[before] ?? { items: [], nextBefore: null, scope: 'workspace' };
  });
}
const auditCalls = (fetch: ReturnType<typeof fakeFetch>) =>
  fetch.mock.calls
    .map(([url]) => url)
    .filter((url) => url.startsWith('/api/audit?'))
    .map((url) => new URL(url, 'http://app').searchParams);

describe('AuditLog', () => {
  it('says who did what, from where, and loads older events on demand', async () => {
    const fetch = fakeLog({
      '': {
        items: [
          event('12', {
            kind: 'member.roleChanged',
            details: { email: SAM.email, from: 'editor', to: 'viewer' },
          }),
          event('11', {
            actor: null,
            ip: null,
            kind: 'channel.paused',
            details: { name: 'Ada TV', reason: 'hidden' },
          }),
        ],
        nextBefore: '11',
        scope: 'workspace',
      },
      '11': {
        items: [event('3', { kind: 'auth.signInFailed' })],
        nextBefore: null,
        scope: 'workspace',
      },
    });
    renderWithApp(<AuditLog />, { path: '/audit' });
    expect(
      await screen.findByText('changed sam@example.com’s role from editor to viewer'),
    ).toBeTruthy();
    expect(screen.getByText('The app')).toBeTruthy();
    expect(screen.getByText('203.0.113.7')).toBeTruthy();
    expect(screen.getAllByText('Nov 25, 2026, 1:41 PM')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('failed to sign in (wrong password)')).toBeTruthy();
    expect(auditCalls(fetch).map((query) => query.get('before'))).toEqual([null, '11']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("says so when the reader sees only their own lines, and offers no one else's", async () => {
    const bySam = { actor: { id: SAM.id, email: SAM.email }, ip: null };
    fakeLog({
      '': {
        items: [event('6', { ...bySam, kind: 'batch.approved' }), event('5', {})],
        nextBefore: null,
        scope: 'own',
      },
    });
    renderWithApp(<AuditLog />, { path: '/audit' });
    expect(await screen.findByText(/^You see your own lines:/)).toBeTruthy();
    // Sam's address is left out, not unknown; the reader's own is there.
    expect(await screen.findByText('not shown')).toBeTruthy();
    expect(screen.getByText('203.0.113.7')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Kind' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Person' })).toBeNull();
  });

  it('asks for the filters in its address, and its CSV link carries the same', async () => {
    const fetch = fakeLog({});
    renderWithApp(<AuditLog />, {
      path: '/audit',
      search: `?kind=member.roleChanged&person=${SAM.id}&from=2026-11-01&to=2026-11-30`,
    });
    expect(await screen.findByText('No event matches these filters')).toBeTruthy();
    const [query] = auditCalls(fetch);
    expect(query?.get('kind')).toBe('member.roleChanged');
    expect(query?.get('actorId')).toBe(SAM.id);
    // Whole days on the reader's clock, the last one to its last millisecond.
    expect(query?.get('from')).toBe(new Date(2026, 10, 1).toISOString());
    expect(query?.get('to')).toBe(new Date(new Date(2026, 11, 1).getTime() - 1).toISOString());
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    const href = new URL(csv.getAttribute('href')!, 'http://app');
    expect(href.pathname).toBe('/api/audit/export');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      kind: 'member.roleChanged',
      actorId: SAM.id,
      from: query?.get('from'),
      to: query?.get('to'),
    });
  });

  it('asks again when a kind is chosen, and the CSV follows', async () => {
    const fetch = fakeLog({});
    renderWithApp(<AuditLog />, { path: '/audit', env: 'test' });
    expect(await screen.findByText('Nothing recorded yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/audit/export',
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Webhook created' }));
    await waitFor(() => expect(auditCalls(fetch).at(-1)?.get('kind')).toBe('webhook.created'));
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/audit/export?kind=webhook.created',
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Person' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sam (sam@example.com)' }));
    await waitFor(() => expect(auditCalls(fetch).at(-1)?.get('actorId')).toBe(SAM.id));
    expect(auditCalls(fetch).at(-1)?.get('kind')).toBe('webhook.created');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-02' } });
    await waitFor(() =>
      expect(auditCalls(fetch).at(-1)?.get('from')).toBe(new Date(2026, 10, 2).toISOString()),
    );
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toContain(
      `from=${encodeURIComponent(new Date(2026, 10, 2).toISOString())}`,
    );
  });
});

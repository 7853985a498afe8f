import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Batch } from '@core/api/batches.schema';
import type { Role } from '@core/workspaces/roles';
import { queryKeys } from '@web/lib/query-keys';
import { fakeFetch } from '@web/test/fake-fetch';
import { ADA, memberAnswer, signedInClient } from '@web/test/member';
import { renderWithApp } from '@web/test/render';
import { ActiveBatches } from './batch-progress';
import { aBatch } from './batch.test-helpers';

const running = aBatch({
  status: 'running',
  total: 6,
  counts: { posted: 2, pending: 4 },
  eta: '2026-11-23T01:42:41.000Z',
});
const done: Batch = {
  ...running,
  status: 'done',
  counts: { posted: 3, failed: 2, unconfirmed: 1 },
  finishedAt: '2026-11-23T01:42:00.000Z',
  eta: null,
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

/** The server: the batch runs for the first answers about active batches, then it is done. */
function stubServer() {
  let finished = false;
  fakeFetch((url: string) =>
    url.includes('active=true') ? (finished ? [] : [running]) : finished ? done : running,
  );
  return () => (finished = true);
}

describe('ActiveBatches', () => {
  it('once a batch ends: says what happened, and leaves a summary with the way to its report', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const finish = stubServer();
    renderWithApp(<ActiveBatches />, { path: '/launch' });
    expect(await screen.findByLabelText('Batch of 6 comments')).toBeTruthy();

    finish();
    await act(() => vi.advanceTimersByTimeAsync(2500)); // the next poll

    const summary = await screen.findByRole('region', { name: 'Finished: 6 comments' });
    expect(screen.queryByLabelText('Batch of 6 comments')).toBeNull();
    const counts = within(summary).getByRole('list', { name: 'What happened' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Posted: 3', 'Failed: 2', 'Unconfirmed: 1', 'Cancelled: 0']);
    expect(
      within(summary).getByRole('link', { name: 'Open the report' }).getAttribute('href'),
    ).toBe('/launch?tab=reports&batch=b1');
    expect(
      await screen.findByText('Posted: 3 · Failed: 2 · Unconfirmed: 1 · Cancelled: 0'),
    ).toBeTruthy();
    expect(screen.getByText('Batch completed')).toBeTruthy();

    vi.useRealTimers();
    await userEvent.click(within(summary).getByRole('button', { name: 'Close this summary' }));
    expect(screen.queryByRole('region', { name: 'Finished: 6 comments' })).toBeNull();
  });

  it('a batch that ended while the user was elsewhere still gets its summary', async () => {
    localStorage.setItem('mcm.batches.watched', JSON.stringify(['b1']));
    const finish = stubServer();
    finish();
    renderWithApp(<ActiveBatches />, { path: '/' });
    expect(await screen.findByRole('region', { name: 'Finished: 6 comments' })).toBeTruthy();
  });

  it("a cancelled batch's summary wears no success check; a clean one does", async () => {
    const cancelled: Batch = {
      ...done,
      id: 'b2',
      status: 'cancelled',
      counts: { posted: 2, cancelled: 4 },
    };
    const clean: Batch = { ...done, id: 'b3', counts: { posted: 6 } };
    localStorage.setItem('mcm.batches.watched', JSON.stringify(['b2', 'b3']));
    fakeFetch((url: string) =>
      url.includes('active=true') ? [] : url.endsWith('/b2') ? cancelled : clean,
    );
    renderWithApp(<ActiveBatches />, { path: '/launch' });
    const stopped = await screen.findByRole('region', { name: 'Cancelled: 6 comments' });
    const finished = await screen.findByRole('region', { name: 'Finished: 6 comments' });
    expect(stopped.querySelector('.tabler-icon-circle-check')).toBeNull();
    expect(stopped.querySelector('.tabler-icon-circle-x')).not.toBeNull();
    expect(finished.querySelector('.tabler-icon-circle-check')).not.toBeNull();
  });

  it('only the latest end keeps its summary: an older one gives way instead of piling up', async () => {
    const older: Batch = { ...done, id: 'b0', total: 4, counts: { posted: 4 } };
    localStorage.setItem('mcm.batches.finished', JSON.stringify(['b0']));
    localStorage.setItem('mcm.batches.watched', JSON.stringify(['b1']));
    fakeFetch((url: string) =>
      url.includes('active=true') ? [] : url.endsWith('/b0') ? older : done,
    );
    renderWithApp(<ActiveBatches />, { path: '/launch' });
    expect(await screen.findByRole('region', { name: 'Finished: 6 comments' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Finished: 4 comments' })).toBeNull();
    expect(JSON.parse(localStorage.getItem('mcm.batches.finished')!)).toEqual(['b1']);
  });

  it('a scheduled batch: its start, a countdown, what its check found, and Change start', async () => {
    const startAt = new Date(Date.now() + (2 * 3600 + 5 * 60) * 1000).toISOString();
    const scheduled: Batch = {
      ...running,
      status: 'scheduled',
      counts: { pending: 6, cancelled: 2 },
      startAt,
      startTimeZone: 'Europe/London',
      readiness: {
        checkedAt: startAt,
        waiting: false,
        channels: [{ accountId: 'a2', name: 'Alice Travels' }],
        videos: [{ videoId: 'NFgone00001', title: 'A gone video', reason: 'videoNotFound' }],
        cancelled: 2,
      },
      waiting: [{ accountId: 'a1', name: 'Alice Cooks', opensAt: startAt }],
    };
    fakeFetch((url: string) => (url.includes('active=true') ? [scheduled] : scheduled));
    renderWithApp(<ActiveBatches />, { path: '/' });
    const card = await screen.findByLabelText('Batch of 6 comments');
    expect(within(card).getByText('scheduled')).toBeTruthy();
    expect(within(card).getByText(/^Starts .*\(Europe\/London\)$/)).toBeTruthy();
    expect(within(card).getByText(/^in 2 h [45] min$/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Change start' })).toBeTruthy();
    expect(
      within(card).getByText('Checked before its start: not everything can be posted'),
    ).toBeTruthy();
    expect(within(card).getByText(/Reconnect Alice Travels on Channels/)).toBeTruthy();
    expect(
      within(card).getByText(/1 video is gone or no longer takes comments: A gone video/),
    ).toBeTruthy();
    expect(within(card).getByText(/^Alice Cooks is waiting for its window at /)).toBeTruthy();
  });

  describe('by role', () => {
    /** Ada's scheduled batch (another's, with `createdBy`). */
    const scheduledBy = (createdBy: string | null, changes: Partial<Batch> = {}) =>
      aBatch({
        status: 'scheduled',
        total: 6,
        counts: { pending: 6 },
        startAt: new Date(Date.now() + 3600_000).toISOString(),
        createdBy,
        ...changes,
      });
    const SAM_ID = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
    const CONTROLS = ['Pause', 'Cancel batch', 'Change start'];

    /** The card of `batch` for Ada as `role`, once her role's rules have been applied. */
    async function cardAs(role: Role, batch = scheduledBy(ADA.id)) {
      const member = memberAnswer(role);
      fakeFetch((url: string) => member(url) ?? (url.includes('active=true') ? [batch] : batch));
      const queryClient = signedInClient();
      renderWithApp(<ActiveBatches />, { path: '/', queryClient });
      const card = await screen.findByLabelText('Batch of 6 comments');
      await waitFor(() =>
        expect(queryClient.getQueryState(queryKeys.workspaces)?.status).toBe('success'),
      );
      await act(() => import('@web/components/role-check'));
      return card;
    }

    it('shows a viewer the batch without its controls', async () => {
      const card = await cardAs('viewer');
      await waitFor(() => expect(within(card).queryByRole('button', { name: 'Pause' })).toBeNull());
      for (const name of CONTROLS) expect(within(card).queryByRole('button', { name })).toBeNull();
      expect(within(card).getByText('scheduled')).toBeTruthy();
    });

    it('gives an editor every control of their own batch, none of another’s', async () => {
      const own = await cardAs('editor');
      for (const name of CONTROLS) expect(within(own).getByRole('button', { name })).toBeTruthy();
      cleanup();
      const others = await cardAs('editor', scheduledBy(SAM_ID));
      await waitFor(() =>
        expect(within(others).queryByRole('button', { name: 'Pause' })).toBeNull(),
      );
      for (const name of CONTROLS)
        expect(within(others).queryByRole('button', { name })).toBeNull();
    });

    it('gives an admin every control of anyone’s batch', async () => {
      const card = await cardAs('admin', scheduledBy(SAM_ID));
      for (const name of CONTROLS) expect(within(card).getByRole('button', { name })).toBeTruthy();
    });

    it('a batch waiting for approval: its author may only cancel it; an owner is led to review it', async () => {
      const waiting = { status: 'awaitingApproval' as const, startAt: null };
      const own = await cardAs('editor', scheduledBy(ADA.id, waiting));
      expect(within(own).getByText('awaiting approval')).toBeTruthy();
      expect(within(own).getByRole('button', { name: 'Cancel batch' })).toBeTruthy();
      expect(within(own).queryByRole('button', { name: 'Pause' })).toBeNull();
      expect(within(own).queryByRole('link', { name: 'Review' })).toBeNull();
      cleanup();
      const others = await cardAs('owner', scheduledBy(SAM_ID, waiting));
      expect(within(others).getByRole('link', { name: 'Review' }).getAttribute('href')).toBe(
        '/approvals/b1',
      );
      expect(within(others).queryByRole('button', { name: 'Cancel batch' })).toBeNull();
    });
  });
});

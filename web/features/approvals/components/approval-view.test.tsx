import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BatchApproval } from '@core/api/approval.schema';
import type { Role } from '@core/workspaces/roles';
import { fakeFetch, Reply } from '@web/test/fake-fetch';
import { ADA, memberAnswer, signedInClient } from '@web/test/member';
import { renderWithApp } from '@web/test/render';
import { ApprovalView } from './approval-view';
import { anApproval, WAITING } from './approval.test-helpers';

/** The server: Ada's role, the approval view's answer, and `decide`'s for approve or reject. */
function serve(role: Role, approval: BatchApproval, decide: () => unknown = () => WAITING) {
  return fakeFetch((url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return decide();
    return memberAnswer(role)(url) ?? approval;
  });
}

const render = () =>
  renderWithApp(<ApprovalView id={WAITING.id} />, { queryClient: signedInClient() });

describe('ApprovalView', () => {
  it('shows what the author confirmed beside the same now, and each change in plain words', async () => {
    serve(
      'owner',
      anApproval({
        changes: [
          { kind: 'channelsGone', names: ['Harbour Kitchen'] },
          { kind: 'etaChanged', beforeSeconds: 180, afterSeconds: 7_200 },
        ],
      }),
    );
    render();
    expect(await screen.findByRole('region', { name: 'What the author confirmed' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'The same, computed now' })).toBeTruthy();
    // What stops an approval is an error; the rest is told.
    const alertOf = (text: string | RegExp) => screen.getByText(text).closest('[role="alert"]');
    expect(alertOf(/^Channel Harbour Kitchen was disconnected since/)).not.toBeNull();
    expect(
      alertOf('Posting it now takes about 2 hours; it was about 3 minutes when confirmed.'),
    ).toBeNull();
    expect(screen.getByRole('button', { name: 'Approve' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Reject' })).toHaveProperty('disabled', false);
  });

  it('approves after an explicit confirmation, and says a refusal in the person’s words', async () => {
    const fetch = serve(
      'admin',
      anApproval(),
      () =>
        new Reply(409, {
          message: 'blocked',
          code: 'APPROVAL_BLOCKED',
          detail: 'channelsGone,quotaGone',
        }),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this batch' });
    expect(
      within(dialog).getByText(/Post 4 comments as sam@example.com confirmed them/),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await within(dialog).findByText(/can't be approved now: a channel was disconnected/),
    ).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      `/api/batches/${WAITING.id}/approve`,
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ confirmed: true }) }),
    );
  });

  it('rejects only with a reason, which it sends', async () => {
    const fetch = serve('owner', anApproval(), () => ({ ...WAITING, status: 'rejected' }));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this batch' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Say why it is rejected')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalledWith(`/api/batches/${WAITING.id}/reject`, expect.anything());
    await userEvent.type(within(dialog).getByRole('textbox'), 'Not this week');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Batch rejected')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      `/api/batches/${WAITING.id}/reject`,
      expect.objectContaining({ body: JSON.stringify({ reason: 'Not this week' }) }),
    );
  });

  it('is read-only for an editor, saying why', async () => {
    serve('editor', anApproval());
    render();
    expect(
      await screen.findByText(/Your role \(Editor\) can't approve or reject batches/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('a decided batch says who decided, when and why', async () => {
    serve(
      'viewer',
      anApproval({
        batch: { ...WAITING, status: 'rejected' },
        current: null,
        decision: {
          by: { id: ADA.id, email: ADA.email },
          at: '2026-11-29T10:30:00.000Z',
          reason: 'Not this week',
        },
      }),
    );
    render();
    const outcome = await screen.findByRole('status');
    expect(outcome.textContent).toContain('Rejected by ada@example.com');
    expect(outcome.textContent).toContain('Reason: Not this week');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@core/workspaces/roles';
import { fakeFetch } from '@web/test/fake-fetch';
import { memberAnswer, signedInClient } from '@web/test/member';
import { renderWithApp } from '@web/test/render';
import ApprovalsHeaderLink, { ApprovalsNavLink } from './approvals-nav';
import { QUEUE_ITEM } from './approval.test-helpers';

let approvalRequired = false;

/** Ada's role, whether the workspace asks for approval, and how many batches wait. */
function serve(role: Role, required: boolean, count: number) {
  approvalRequired = required;
  return fakeFetch((url: string) => {
    if (url.startsWith('/api/approvals')) return { items: count ? [QUEUE_ITEM] : [], count };
    return memberAnswer(role)(url);
  });
}

/** The layout has read the workspace's settings (layouts/approvals-entry.tsx). */
function withSettings() {
  const queryClient = signedInClient();
  queryClient.setQueryData(['workspace', 'settings'], { approvalRequired });
  return queryClient;
}

const renderBoth = () =>
  renderWithApp(
    <>
      <ApprovalsHeaderLink />
      <nav aria-label="drawer">
        <ApprovalsNavLink onClick={() => {}} />
      </nav>
    </>,
    { queryClient: withSettings() },
  );

describe('the approvals entry', () => {
  it.each(['owner', 'admin'] as const)(
    'an %s sees it, with how many wait, where batches wait for approval',
    async (role) => {
      serve(role, true, 3);
      renderBoth();
      const links = await screen.findAllByRole('link', { name: 'Approvals: 3 batches waiting' });
      expect(links.map((link) => link.getAttribute('href'))).toEqual(['/approvals', '/approvals']);
    },
  );

  it.each(['editor', 'viewer'] as const)('an %s never sees it', async (role) => {
    const fetch = serve(role, true, 3);
    renderBoth();
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/workspaces', expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link')).toBeNull();
    // Nor does it ask how many wait.
    expect(fetch).not.toHaveBeenCalledWith(
      expect.stringMatching(/^\/api\/approvals/),
      expect.anything(),
    );
  });

  it('an owner sees it while batches still wait after approval was turned off, not after', async () => {
    serve('owner', false, 1);
    const { unmount } = renderBoth();
    expect(await screen.findAllByRole('link', { name: 'Approvals: 1 batch waiting' })).toHaveLength(
      2,
    );
    unmount();
    const fetch = serve('owner', false, 0);
    renderBoth();
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith('/api/approvals?limit=1', expect.anything()),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link')).toBeNull();
  });
});

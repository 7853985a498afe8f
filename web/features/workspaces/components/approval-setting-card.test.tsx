import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@web/test/fake-fetch';
import { renderWithApp } from '@web/test/render';
import { ApprovalSettingCard } from './approval-setting-card';

describe('ApprovalSettingCard', () => {
  it('an owner or admin turns approval on with the switch', async () => {
    const fetch = fakeFetch((_url: string, init?: RequestInit) => ({
      approvalRequired: init?.method === 'PATCH',
    }));
    renderWithApp(<ApprovalSettingCard mayChange />);
    const toggle = await screen.findByRole('switch', {
      name: /^Batches from editors wait for approval/,
    });
    expect(toggle).toHaveProperty('checked', false);
    await userEvent.click(toggle);
    expect(await screen.findByText("Editors' batches now wait for approval")).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      '/api/workspace/settings',
      expect.objectContaining({
        method: 'PATCH',
        body: JSON.stringify({ approvalRequired: true }),
      }),
    );
  });

  it('others read whether it is on, in words, and who may change it', async () => {
    fakeFetch({ approvalRequired: true });
    renderWithApp(<ApprovalSettingCard mayChange={false} />);
    expect(
      await screen.findByText("On: an editor's batch waits until an owner or admin approves it."),
    ).toBeTruthy();
    expect(screen.getByText('Only an owner or an admin changes this.')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});

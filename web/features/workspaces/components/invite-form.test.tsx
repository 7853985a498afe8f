import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Invitation } from '@core/api/workspaces.schema';
import i18n from '@web/i18n/i18n';
import { fakeFetch, Reply } from '@web/test/fake-fetch';
import { fieldError } from '@web/test/field-error';
import { fillIn } from '@web/test/fill-in';
import { renderWithApp } from '@web/test/render';
import { InviteForm } from './invite-form';

afterEach(() => i18n.changeLanguage('en'));

const SENT: Invitation = {
  id: '3f0c7a52-1c55-4a4e-9a57-0b9c1c0d2e11',
  email: 'grace@example.com',
  role: 'viewer',
  invitedBy: 'ada@example.com',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-27T10:00:00.000Z',
};
const email = () => screen.getByRole('textbox', { name: /^Email/ });

describe('InviteForm', () => {
  it('sends the address as the server reads it, with the role chosen, then empties the field', async () => {
    const fetch = fakeFetch(SENT);
    renderWithApp(<InviteForm actor="owner" />);
    await fillIn(email(), '  Grace@Example.com ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'viewer');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to grace@example.com')).toBeTruthy();
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({
      email: 'grace@example.com',
      role: 'viewer',
    });
    expect((email() as HTMLInputElement).value).toBe('');
  });

  it("says under the address, in the person's language, that it is a member already", async () => {
    await i18n.changeLanguage('zh-CN');
    fakeFetch(
      new Reply(409, {
        code: 'ALREADY_MEMBER',
        message: 'Already a member.',
        detail: 'grace@example.com',
      }),
    );
    renderWithApp(<InviteForm actor="admin" />);
    const field = screen.getByRole('textbox', { name: /^邮箱/ });
    await fillIn(field, 'grace@example.com');
    await userEvent.click(screen.getByRole('button', { name: '发送邀请' }));
    await waitFor(() => expect(fieldError(field)).toBe('grace@example.com 已是此工作区的成员。'));
  });
});

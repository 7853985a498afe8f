import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Profile } from '@core/api/profile.schema';
import i18n from '@web/i18n/i18n';
import { fakeFetch } from '@web/test/fake-fetch';
import { fieldError } from '@web/test/field-error';
import { fillIn } from '@web/test/fill-in';
import { renderWithApp } from '@web/test/render';
import { PasswordCard } from './password-card';

afterEach(() => i18n.changeLanguage('en'));

const ACCOUNT: Profile = {
  email: 'ada@example.com',
  emailVerified: true,
  hasPassword: true,
  language: 'en',
  mailEnabled: true,
};
const current = () => screen.getByLabelText(/^Current password/);
const change = () => userEvent.click(screen.getByRole('button', { name: 'Change password' }));

describe('PasswordCard', () => {
  it('goes to the first field at fault on the page: the current password, asked by its own rule', async () => {
    const fetch = fakeFetch();
    renderWithApp(<PasswordCard account={ACCOUNT} />);
    await change();
    await waitFor(() => expect(fieldError(current())).toBe('Enter your current password first.'));
    expect(fieldError(screen.getByLabelText(/^New password/))).toBe('Required');
    expect(document.activeElement).toBe(current());
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says under the current password, in the user's language, that the server did not take it", async () => {
    await i18n.changeLanguage('zh-CN');
    fakeFetch(
      { code: 'WRONG_PASSWORD', message: 'The current password is not right.' },
      { status: 400 },
    );
    renderWithApp(<PasswordCard account={ACCOUNT} />);
    await fillIn(screen.getByLabelText(/^当前密码/), 'wrong horse');
    await fillIn(screen.getByLabelText(/^新密码/), 'violet lantern');
    await fillIn(screen.getByLabelText(/^确认密码/), 'violet lantern');
    await userEvent.click(screen.getByRole('button', { name: i18n.t('account.password.submit') }));
    await waitFor(() =>
      expect(fieldError(screen.getByLabelText(/^当前密码/))).toBe(
        i18n.t('errors.code.WRONG_PASSWORD'),
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@web/i18n/i18n';
import type { TKey } from '@core/i18n/keys';
import type { User } from '@core/api/auth.schema';
import { fakeFetch } from '@web/test/fake-fetch';
import { renderWithApp } from '@web/test/render';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { fillIn } from '@web/test/fill-in';
import { fieldError } from '@web/test/field-error';

afterEach(async () => {
  // The toast store outlives a test; stale toasts would fill the five shown at once.
  notifications.clean();
  await i18n.changeLanguage('en');
});

async function fillAndSubmit(password: string) {
  const label = (key: TKey) => new RegExp(`^${i18n.t(key)}`);
  await fillIn(screen.getByRole('textbox', { name: label('auth.fields.email') }), 'a@x.io');
  await fillIn(screen.getByLabelText(label('auth.fields.password')), password);
  await fillIn(screen.getByLabelText(label('auth.fields.confirmPassword')), password);
  await userEvent.click(screen.getByRole('button', { name: i18n.t('auth.register.submit') }));
}

describe('RegisterForm', () => {
  it('refuses mismatched passwords under the second one, without calling the server', async () => {
    const fetch = fakeFetch();
    renderWithApp(<RegisterForm busy={false} />);
    await fillIn(screen.getByRole('textbox', { name: /email/i }), 'a@example.com');
    await fillIn(screen.getByLabelText(/^password/i), 'correct horse');
    const confirm = screen.getByLabelText(/confirm password/i);
    await fillIn(confirm, 'correct hose');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(fieldError(confirm)).toBe('Passwords do not match'));
    expect(fieldError(screen.getByLabelText(/^password/i))).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says under each required field left empty that it is required, and goes to the first', async () => {
    const fetch = fakeFetch();
    renderWithApp(<RegisterForm busy={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByRole('textbox', { name: /email/i });
    await waitFor(() => expect(fieldError(email)).toBe('Required'));
    expect(fieldError(screen.getByLabelText(/^password/i))).toBe('Required');
    expect(fieldError(screen.getByLabelText(/confirm password/i))).toBe('Required');
    expect(fieldError(screen.getByRole('textbox', { name: /full name/i }))).toBeUndefined();
    expect(document.activeElement).toBe(email);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says the server's rules under their fields in the user's language", async () => {
    await i18n.changeLanguage('zh-CN');
    const fetch = fakeFetch();
    renderWithApp(<RegisterForm busy={false} />);
    const email = screen.getByRole('textbox', { name: new RegExp(i18n.t('auth.fields.email')) });
    await fillIn(email, 'not-an-address');
    const password = screen.getByLabelText(new RegExp(`^${i18n.t('auth.fields.password')}`));
    await fillIn(password, 'short');
    await fillIn(screen.getByLabelText(new RegExp(i18n.t('auth.fields.confirmPassword'))), 'short');
    await userEvent.click(screen.getByRole('button', { name: i18n.t('auth.register.submit') }));
    await waitFor(() => expect(fieldError(email)).toBe('请输入有效的邮箱地址。'));
    // The screen's own words for a short password, with the server's minimum.
    expect(fieldError(password)).toBe('密码至少需要 8 个字符');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server message in the user language and stays on the page', async () => {
    fakeFetch(
      { code: 'EMAIL_TAKEN', message: 'An account with this email already exists.' },
      { status: 409 },
    );
    renderWithApp(<RegisterForm busy={false} />);
    await fillIn(screen.getByRole('textbox', { name: /email/i }), 'a@example.com');
    await fillIn(screen.getByLabelText(/^password/i), 'correct horse');
    await fillIn(screen.getByLabelText(/confirm password/i), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration failed')).toBeTruthy();
    expect(screen.getByText('An account with this email already exists.')).toBeTruthy();
    expect(screen.queryByText('home page')).toBeNull();
  });
});

describe('RegisterForm and a password the server finds too easy to guess', () => {
  const weak = { code: 'WEAK_PASSWORD', message: 'This password is too easy to guess.' };

  it('says why, in English', async () => {
    fakeFetch({ ...weak, detail: 'common' }, { status: 400 });
    renderWithApp(<RegisterForm busy={false} />);
    await fillAndSubmit('password');
    expect(await screen.findByText('Registration failed')).toBeTruthy();
    expect(
      screen.getByText(
        'This password is too easy to guess: it is one of the most common passwords, or close to one. Choose a longer one, such as a few unrelated words.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('home page')).toBeNull();
  });

  it('says why in the user language', async () => {
    await i18n.changeLanguage('zh-CN');
    fakeFetch({ ...weak, detail: 'personal' }, { status: 400 });
    renderWithApp(<RegisterForm busy={false} />);
    await fillAndSubmit('a@example.com');
    expect(
      await screen.findByText(
        '此密码太容易被猜到：它包含您的邮箱地址或姓名。请换一个更长的密码，例如几个互不相关的词语。',
      ),
    ).toBeTruthy();
  });

  it('never shows a reason key it does not know', async () => {
    fakeFetch({ ...weak, detail: 'toString' }, { status: 400 });
    renderWithApp(<RegisterForm busy={false} />);
    await fillAndSubmit('password');
    expect(
      await screen.findByText(
        'This password is too easy to guess: it is too short. Choose a longer one, such as a few unrelated words.',
      ),
    ).toBeTruthy();
  });
});

const USER: User = {
  id: '1',
  email: 'a@example.com',
  fullName: null,
  avatar: null,
  emailVerified: true,
  language: 'en',
  timeZone: null,
};

describe('LoginForm', () => {
  it('asks for the password under it when it is left empty', async () => {
    const fetch = fakeFetch();
    renderWithApp(<LoginForm busy={false} />);
    const email = screen.getByRole('textbox', { name: /email/i });
    await fillIn(email, 'a@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const password = screen.getByLabelText(/^password/i);
    await waitFor(() => expect(fieldError(password)).toBe('Required'));
    expect(fieldError(email)).toBeUndefined();
    expect(document.activeElement).toBe(password);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('goes home after signing in', async () => {
    fakeFetch(USER);
    renderWithApp(<LoginForm busy={false} />);
    await fillIn(screen.getByRole('textbox', { name: /email/i }), 'a@example.com');
    await fillIn(screen.getByLabelText(/^password/i), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(screen.getByText('Signed in successfully')).toBeTruthy();
  });

  it('goes back to the page that sent the person to sign in, never to another site', async () => {
    fakeFetch(USER);
    renderWithApp(<LoginForm busy={false} />, {
      path: '/auth',
      search: `?returnTo=${encodeURIComponent('/invitation?token=abc')}`,
      pages: ['/invitation'],
    });
    await fillIn(screen.getByRole('textbox', { name: /email/i }), 'a@example.com');
    await fillIn(screen.getByLabelText(/^password/i), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('page /invitation')).toBeTruthy();
  });

  it('goes home when asked to return to another site', async () => {
    fakeFetch(USER);
    renderWithApp(<LoginForm busy={false} />, {
      path: '/auth',
      search: `?returnTo=${encodeURIComponent('//evil.example/invitation')}`,
    });
    await fillIn(screen.getByRole('textbox', { name: /email/i }), 'a@example.com');
    await fillIn(screen.getByLabelText(/^password/i), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('home page')).toBeTruthy();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

afterEach(() => vi.unstubAllGlobals());

describe('RegisterForm', () => {
  it('refuses mismatched passwords without calling the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithApp(<RegisterForm busy={false} />);
    await userEvent.type(screen.getByRole('textbox', { name: /email/i }), 'a@example.com');
    await userEvent.type(screen.getByLabelText(/^password/i), 'correct horse');
    await userEvent.type(screen.getByLabelText(/confirm password/i), 'correct hose');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for the required fields', async () => {
    renderWithApp(<RegisterForm busy={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeTruthy();
  });

  it('shows the server message in the user language and stays on the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            '{"code":"EMAIL_TAKEN","message":"An account with this email already exists."}',
            { status: 409 },
          ),
        ),
      ),
    );
    renderWithApp(<RegisterForm busy={false} />);
    await userEvent.type(screen.getByRole('textbox', { name: /email/i }), 'a@example.com');
    await userEvent.type(screen.getByLabelText(/^password/i), 'correct horse');
    await userEvent.type(screen.getByLabelText(/confirm password/i), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration failed')).toBeTruthy();
    expect(screen.getByText('An account with this email already exists.')).toBeTruthy();
    expect(screen.queryByText('home page')).toBeNull();
  });
});

describe('LoginForm', () => {
  it('asks for both fields', async () => {
    renderWithApp(<LoginForm busy={false} />);
    await userEvent.type(screen.getByRole('textbox', { name: /email/i }), 'a@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please fill in all fields')).toBeTruthy();
  });

  it('goes home after signing in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response('{"id":"1","email":"a@example.com","fullName":null,"avatar":null}', {
            status: 200,
          }),
        ),
      ),
    );
    renderWithApp(<LoginForm busy={false} />);
    await userEvent.type(screen.getByRole('textbox', { name: /email/i }), 'a@example.com');
    await userEvent.type(screen.getByLabelText(/^password/i), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(screen.getByText('Login successful')).toBeTruthy();
  });
});

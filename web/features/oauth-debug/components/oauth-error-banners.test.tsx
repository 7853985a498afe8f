import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@web/test/render';
import { OAuthErrorBanners } from './oauth-error-banners';

describe('OAuthErrorBanners', () => {
  it.each([
    [
      'auth_error=invalid_client%3A%20Unauthorized',
      'Google sign-in failed',
      'invalid_client: Unauthorized',
    ],
    ['login_error=Something%20broke', 'Google sign-in failed', 'Something broke'],
    ['auth_no_user=true', 'No user from Google', /verified email/],
    ['auth_failed=true', 'Authentication failed', /did not complete/],
    ['auth_init_error=Secret%20unreadable', 'Sign-in could not start', 'Secret unreadable'],
  ])('?%s shows its own banner', async (query, title, body) => {
    renderWithApp(<OAuthErrorBanners />, { search: `?${query}` });
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByText(body)).toBeTruthy();
  });

  it('says one reason once, however many parameters carry it', async () => {
    renderWithApp(<OAuthErrorBanners />, {
      search:
        '?auth_error=Secret%20unreadable&auth_init_error=Secret%20unreadable&auth_failed=true',
    });
    expect(await screen.findByText('Google sign-in failed')).toBeTruthy();
    expect(screen.getAllByText('Secret unreadable')).toHaveLength(1);
    expect(screen.getByText('Authentication failed')).toBeTruthy();
    expect(screen.queryByText('Sign-in could not start')).toBeNull();
  });

  it('shows nothing without those parameters', () => {
    const { container } = renderWithApp(<OAuthErrorBanners />, { search: '?other=1' });
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });
});

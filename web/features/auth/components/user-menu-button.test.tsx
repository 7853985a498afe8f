import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@core/api/auth.schema';
import i18n from '@web/i18n/i18n';
import { UserMenuButton } from './user-menu-button';

const user: User = {
  id: 'u1',
  email: 'demo@example.com',
  fullName: 'Demo User',
  avatar: null,
  emailVerified: true,
  language: 'en',
  timeZone: null,
};

afterEach(() => i18n.changeLanguage('en'));

describe('UserMenuButton', () => {
  it.each([
    ['en', 'DU, account menu'],
    ['zh-CN', 'DU，账号菜单'],
    ['zh-TW', 'DU，帳號選單'],
  ])('in %s is named first by the letters it shows (WCAG 2.5.3)', async (code, name) => {
    await i18n.changeLanguage(code);
    render(
      <MantineProvider env="test">
        <UserMenuButton user={user} />
      </MantineProvider>,
    );
    const button = screen.getByRole('button', { name });
    expect(button.textContent).toBe('DU');
  });
});

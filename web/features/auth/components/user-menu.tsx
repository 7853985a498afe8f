import { Menu, Text } from '@mantine/core';
import { IconLogout, IconUserCircle, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@web/i18n/use-translation';
import type { User } from '@core/api/auth.schema';
import { EmailAddress } from '@web/components/address-text';
import { UserMenuButton } from './user-menu-button';
import { useLogoutFlow } from '../hooks/use-logout-flow';

/** The account menu, `opened` at once: it loads when the avatar is pressed. */
export default function UserMenu({ user, opened }: { user: User; opened?: boolean }) {
  const { t } = useTranslation();
  const logout = useLogoutFlow();

  return (
    <Menu
      position="bottom-end"
      width={240}
      closeOnItemClick={false}
      defaultOpened={opened}
      // No focus placeholder: a menu holds menu items only (its first item takes the focus).
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UserMenuButton user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {user.fullName && (
            <Text
              size="sm"
              fw={500}
              c="var(--mantine-color-text)"
              style={{ overflowWrap: 'anywhere' }}
            >
              {user.fullName}
            </Text>
          )}
          {/* Whole, not cut short: a phone has no hover to show the rest. */}
          <Text size="xs">
            <EmailAddress email={user.email} />
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/account" leftSection={<IconUserCircle size={16} />}>
          {t('account.title')}
        </Menu.Item>
        <Menu.Item component={Link} to="/workspace" leftSection={<IconUsersGroup size={16} />}>
          {t('header.workspace')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          disabled={logout.isPending}
          onClick={logout.logout}
        >
          {logout.isPending ? t('header.loggingOut') : t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

import { Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { User } from '../../../../core/api/auth.schema';
import { InitialsAvatar } from '../../../components/initials-avatar';
import { useLogoutFlow } from '../hooks/use-logout-flow';

export default function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const logout = useLogoutFlow();

  return (
    <Menu position="bottom-end" width={240} closeOnItemClick={false}>
      <Menu.Target>
        <UnstyledButton aria-label={t('header.accountMenu')}>
          <InitialsAvatar
            src={user.avatar}
            alt={user.fullName ?? user.email}
            name={user.fullName}
            email={user.email}
          />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {user.fullName && (
            <Text size="sm" fw={500} c="var(--mantine-color-text)" truncate>
              {user.fullName}
            </Text>
          )}
          <Text size="xs" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/account" leftSection={<IconUserCircle size={16} />}>
          {t('account.title')}
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

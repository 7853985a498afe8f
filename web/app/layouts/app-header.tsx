import { Anchor, Box, Button, Group, Skeleton } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '@web/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { ContactLinks } from '@web/features/app-config/components/contact-links';
import { HelpButton } from './help-button';
import { LanguageSwitcher } from '@web/components/language-switcher';
import { Logo } from '@web/components/logo';
import { ThemeToggle } from '@web/components/theme-toggle';
import { useCurrentUser } from '@web/hooks/use-current-user';
import { UserMenuButton } from '@web/features/auth/components/user-menu-button';
import { WorkspaceSwitcher } from '@web/features/workspaces/components/workspace-switcher';
import type { User } from '@core/api/auth.schema';

// Signed in only, and a menu brings a positioning engine: not on any page's first screen. Its
// code loads when a pointer or the focus comes to the avatar, and opens if it was pressed.
const loadUserMenu = () => import('@web/features/auth/components/user-menu');
const UserMenu = lazy(loadUserMenu);
const NotificationBell = lazy(
  () => import('@web/features/notifications/components/notification-bell'),
);

const avatarSkeleton = <Skeleton circle height={34} />;
/** The bell's place while its code loads (an ActionIcon of size lg): nothing moves when it comes. */
const bellPlace = <Box w={34} h={34} style={{ flexShrink: 0 }} />;

function AccountMenu({ user }: { user: User }) {
  const [opened, setOpened] = useState(false);
  const button = (
    <UserMenuButton
      user={user}
      onPointerEnter={() => void loadUserMenu()}
      onFocus={() => void loadUserMenu()}
      onClick={() => setOpened(true)}
    />
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <UserMenu user={user} opened />
    </Suspense>
  );
}

/**
 * `menu`: the phone's section menu, and `approvals`: the way to the approval queue, on the main
 * pages only.
 */
export function AppHeader({ menu, approvals }: { menu?: ReactNode; approvals?: ReactNode }) {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  // On /auth the sign-in form is the page itself: a second "Sign in" leading to it would be noise.
  const onAuthPage = useLocation().pathname === '/auth';
  return (
    <Group h="100%" px={{ base: 'xs', xs: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      {/* It gives way first when room is short: the workspace's name is cut, the rest stays. */}
      <Group gap="xs" wrap="nowrap" miw={0}>
        {menu}
        <Anchor component={Link} to="/" underline="never" c="inherit" aria-label={t('app.name')}>
          <Logo />
        </Anchor>
        {/* On a phone it sits in the section menu's drawer instead. */}
        {user && (
          <Box visibleFrom="sm" miw={0}>
            <WorkspaceSwitcher />
          </Box>
        )}
        {approvals}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <ContactLinks />
        <LanguageSwitcher />
        {/* A phone's main pages have the menu, which holds it: room for the bell and avatar. */}
        {menu ? (
          <Box visibleFrom="xs">
            <ThemeToggle />
          </Box>
        ) : (
          <ThemeToggle />
        )}
        <HelpButton />
        {isLoading ? (
          avatarSkeleton
        ) : user ? (
          <>
            <Suspense fallback={bellPlace}>
              <NotificationBell />
            </Suspense>
            <AccountMenu user={user} />
          </>
        ) : (
          !onAuthPage && (
            <Button component={Link} to="/auth" variant="light" size="sm">
              {t('header.login')}
            </Button>
          )
        )}
      </Group>
    </Group>
  );
}

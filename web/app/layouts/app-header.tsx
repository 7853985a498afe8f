import { Anchor, Button, Group, Skeleton } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { ContactLinks } from '../../features/app-config/components/contact-links';
import { HelpButton } from './help-button';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Logo } from '../../components/logo';
import { ThemeToggle } from '../../components/theme-toggle';
import { useCurrentUser } from '../../features/auth/api/current-user';

// Signed in only, and a menu brings a positioning engine: not on the sign-in page's first load.
const UserMenu = lazy(() => import('../../features/auth/components/user-menu'));

const avatarSkeleton = <Skeleton circle height={34} />;

/** `menu`: the phone's section menu, on the main pages only. */
export function AppHeader({ menu }: { menu?: ReactNode }) {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  // On /auth the sign-in form is the page itself: a second "Login" leading to it would be noise.
  const onAuthPage = useLocation().pathname === '/auth';
  return (
    <Group h="100%" px={{ base: 'xs', xs: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap">
        {menu}
        <Anchor component={Link} to="/" underline="never" c="inherit" aria-label={t('app.name')}>
          <Logo />
        </Anchor>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <ContactLinks />
        <LanguageSwitcher />
        <ThemeToggle />
        <HelpButton />
        {isLoading ? (
          avatarSkeleton
        ) : user ? (
          <Suspense fallback={avatarSkeleton}>
            <UserMenu user={user} />
          </Suspense>
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

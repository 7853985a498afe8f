import { Anchor, Button, Group, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactLinks } from '../../features/app-config/components/contact-links';
import { HelpButton } from './help-button';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Logo } from '../../components/logo';
import { ThemeToggle } from '../../components/theme-toggle';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { UserMenu } from '../../features/auth/components/user-menu';

export function AppHeader() {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Anchor component={Link} to="/" underline="never" c="inherit" aria-label={t('app.name')}>
        <Logo />
      </Anchor>
      <Group gap="xs" wrap="nowrap">
        <ContactLinks />
        <LanguageSwitcher />
        <ThemeToggle />
        <HelpButton />
        {isLoading ? (
          <Skeleton circle height={34} />
        ) : user ? (
          <UserMenu user={user} />
        ) : (
          <Button component={Link} to="/auth" variant="light" size="sm">
            {t('header.login')}
          </Button>
        )}
      </Group>
    </Group>
  );
}

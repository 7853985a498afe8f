import { AppShell, Center, Container, Loader } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { TABS } from '../navigation';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { TabBar } from './tab-bar';

/** Header, tab bar, page, footer: every signed-in page. */
export function MainLayout() {
  const { isAuthenticated, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  useHotkeys(TABS.map((tab, index) => [`alt+${index + 1}`, () => void navigate(tab.path)]));

  return (
    <AppShell header={{ height: 60 }}>
      <AppShell.Header>
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
        <Container size="xl" w="100%" style={{ flex: 1 }} py="md">
          <TabBar />
          {isLoading ? (
            <Center py="xl">
              <Loader />
            </Center>
          ) : isAuthenticated ? (
            <Outlet />
          ) : (
            <Navigate to="/auth" replace />
          )}
        </Container>
        <AppFooter />
      </AppShell.Main>
    </AppShell>
  );
}

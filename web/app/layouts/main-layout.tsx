import { Center, Container, Loader } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { Suspense } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { useEmailLanguage } from '@web/features/profile/hooks/use-email-language';
import { useCurrentUser } from '@web/hooks/use-current-user';
import { TABS } from '../navigation';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { ApprovalsEntry } from './approvals-entry';
import { InboxEntry } from './inbox-entry';
import { NavigationMenu } from './navigation-menu';
import { Shell } from './shell';
import { contentTarget } from './skip-link';
import { TabBar } from './tab-bar';
import { BOTTOM_BAR_VAR, useBottomBarSpace } from './use-bottom-bar-space';

const loading = (
  <Center py="xl">
    <Loader />
  </Center>
);

/** Header, tab bar (a menu on phones), page, footer: every signed-in page. */
export function MainLayout() {
  const { isAuthenticated, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  useEmailLanguage();
  useHotkeys(TABS.map((tab, index) => [`alt+${index + 1}`, () => void navigate(tab.path)]));
  useBottomBarSpace();

  return (
    <Shell
      header={
        <AppHeader
          menu={<NavigationMenu />}
          approvals={
            <>
              <InboxEntry />
              <ApprovalsEntry />
            </>
          }
        />
      }
      mainStyle={{
        display: 'flex',
        flexDirection: 'column',
        // The end of the page scrolls clear of a bar pinned to the bottom of the screen.
        paddingBottom: `var(${BOTTOM_BAR_VAR}, 0px)`,
      }}
    >
      <Container size="xl" w="100%" style={{ flex: 1 }} py="md">
        <TabBar />
        <div {...contentTarget}>
          {isLoading ? (
            loading
          ) : isAuthenticated ? (
            // The page's code may still be on its way (it is fetched early only for someone who
            // was signed in last time): the shell stays, with the same spinner, meanwhile.
            <Suspense fallback={loading}>
              <Outlet />
            </Suspense>
          ) : (
            <Navigate to="/auth" replace />
          )}
        </div>
      </Container>
      <AppFooter />
    </Shell>
  );
}

import { AppShell, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { AppHeader } from './app-header';

/** SPEC §2: /auth, /oauth-debug and /disconnect have the header but no tab bar. */
export function BareLayout() {
  return (
    <AppShell header={{ height: 60 }}>
      <AppShell.Header>
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main>
        <Container size="lg" py="xl">
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}

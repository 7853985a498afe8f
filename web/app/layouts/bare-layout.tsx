import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { AppHeader } from './app-header';
import { Shell } from './shell';
import { contentTarget } from './skip-link';

/** docs/product.md §2: /auth, /oauth-debug and /disconnect have the header but no tab bar. */
export function BareLayout() {
  return (
    <Shell header={<AppHeader />}>
      <Container size="lg" py="xl" {...contentTarget}>
        <Outlet />
      </Container>
    </Shell>
  );
}

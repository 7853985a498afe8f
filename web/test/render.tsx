import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppNotifications } from '../app/app-notifications';
import { createQueryClient } from '../lib/query-client';

interface Options {
  path?: string;
  search?: string;
  /** Other addresses the test may go to: each a marker page ("page /auth"). */
  pages?: string[];
  /** A cache the test fills or looks into. */
  queryClient?: QueryClient;
  /**
   * 'test': Mantine's test mode (no transitions, no portals, dropdowns never hidden as detached
   * from their target, which jsdom, having no layout, would make every menu).
   */
  env?: 'test';
}

/** Renders a component with the app's providers, at `path` (with `search`), with a marker page at `/`. */
export function renderWithApp(
  ui: ReactNode,
  { path = '/test', search = '', pages = [], queryClient = createQueryClient(), env }: Options = {},
) {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '/', element: <p>home page</p> },
      ...pages.map((page) => ({ path: page, element: <p>page {page}</p> })),
    ],
    { initialEntries: [`${path}${search}`] },
  );
  return render(
    <MantineProvider env={env}>
      {/* The app's own toasts: on the page, or inside an open dialog. */}
      <AppNotifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

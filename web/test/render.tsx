import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppNotifications } from '../app/app-notifications';
import { createQueryClient } from '../lib/query-client';

/** Renders a component with the app's providers, at `path` (with `search`), with a marker page at `/`. */
export function renderWithApp(ui: ReactNode, { path = '/test', search = '' } = {}) {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '/', element: <p>home page</p> },
    ],
    { initialEntries: [`${path}${search}`] },
  );
  return render(
    <MantineProvider>
      {/* The app's own toasts: on the page, or inside an open dialog. */}
      <AppNotifications />
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
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
      <Notifications />
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

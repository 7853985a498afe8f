import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { APP_VERSION } from '../../core/app-info';
import { createQueryClient } from '../lib/query-client';
import { STORAGE_KEYS, writeStorage } from '../lib/storage';
import { TOAST_DURATION_MS } from '../lib/toast';
import { createRouter } from './router';
import { theme } from './theme';

const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.colorScheme });
writeStorage(STORAGE_KEYS.appVersion, APP_VERSION);

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
    >
      {/* SPEC §9: at most 5 toasts at once, 5000 ms each. */}
      <Notifications limit={5} autoClose={TOAST_DURATION_MS} position="top-right" />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}

import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './typography.css';
import './controls.css';
import './motion.css';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { APP_VERSION } from '@core/app-info';
import { createQueryClient } from '../lib/query-client';
import { STORAGE_KEYS, writeStorage } from '../lib/storage';
import { AppNotifications } from './app-notifications';
import { ErrorBoundary } from './errors/error-boundary';
import { AppRoutes } from './router';
import { readableColors } from './readable-colors';
import { theme } from './theme';
import { ToastLifetimes } from './toast-lifetimes';

const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.colorScheme });
writeStorage(STORAGE_KEYS.appVersion, APP_VERSION);

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={readableColors}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
    >
      <AppNotifications />
      {/* Anything that fails outside a page (the shell itself) still leaves a way out. */}
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <ToastLifetimes />
            {/* Nothing until the first page's chunk is in, as before: no half-drawn shell. */}
            <Suspense fallback={null}>
              <AppRoutes />
            </Suspense>
          </BrowserRouter>
        </QueryClientProvider>
      </ErrorBoundary>
    </MantineProvider>
  );
}

import { createBrowserRouter } from 'react-router';
import { BareLayout } from './layouts/bare-layout';
import { MainLayout } from './layouts/main-layout';

/** Each page is its own chunk: the first load carries only the shell. */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <MainLayout />,
      children: [
        { index: true, lazy: () => import('./routes/dashboard').then(asRoute) },
        { path: 'dashboard', lazy: () => import('./routes/dashboard').then(asRoute) },
        { path: 'accounts', lazy: () => import('./routes/accounts').then(asRoute) },
        { path: 'videos', lazy: () => import('./routes/videos').then(asRoute) },
        { path: 'comments', lazy: () => import('./routes/comments').then(asRoute) },
        { path: 'launch', lazy: () => import('./routes/launch').then(asRoute) },
        { path: 'settings', lazy: () => import('./routes/settings').then(asRoute) },
      ],
    },
    {
      element: <BareLayout />,
      children: [
        { path: 'auth', lazy: () => import('./routes/auth').then(asRoute) },
        { path: 'oauth-debug', lazy: () => import('./routes/oauth-debug').then(asRoute) },
        { path: 'disconnect', lazy: () => import('./routes/disconnect').then(asRoute) },
      ],
    },
    { path: '*', lazy: () => import('./routes/not-found').then(asRoute) },
  ]);
}

const asRoute = (module: { default: React.ComponentType }) => ({ Component: module.default });

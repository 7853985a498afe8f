import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useCurrentUser } from '../hooks/use-current-user';
import { withAllWords } from '../i18n/i18n';
import { readStorage, STORAGE_KEYS } from '../lib/storage';
import { loadCode } from './errors/code-load-error';
import { ErrorBoundary } from './errors/error-boundary';
import { BareLayout } from './layouts/bare-layout';

/**
 * Each page is its own chunk: the first load carries only the shell. Declared routes (not the
 * data router): the app uses no loaders or actions, and the data router's code would weigh
 * twice as much on every first load. Navigations run in a transition, so the page on screen
 * stays until the next one's chunk has arrived.
 */
const loadMainLayout = withAllWords(() => import('./layouts/main-layout'));
// The signed-in shell (tabs, section menu, footer) is not part of the sign-in page's first load.
const MainLayout = lazy(() =>
  loadCode(loadMainLayout).then((module) => ({ default: module.MainLayout })),
);
const signedInLastTime = () => readStorage(STORAGE_KEYS.signedIn) === 'yes';

/**
 * The shell comes at once for someone who was signed in last time (its code is already on its
 * way); anyone else waits the one request that says whether they are, and a visitor who is not
 * goes on to /auth without downloading the signed-in shell.
 */
function SignedInLayout() {
  const { isAuthenticated, isLoading } = useCurrentUser();
  if (!isLoading && !isAuthenticated) return <Navigate to="/auth" replace />;
  if (isLoading && !signedInLastTime()) return null;
  return <MainLayout />;
}

// The sign-in page reads only the first visit's words; every other page waits for the rest.
const PAGES = {
  dashboard: withAllWords(() => import('./routes/dashboard')),
  accounts: withAllWords(() => import('./routes/channels')),
  videos: withAllWords(() => import('./routes/videos')),
  comments: withAllWords(() => import('./routes/comments')),
  launch: withAllWords(() => import('./routes/launch')),
  calendar: withAllWords(() => import('./routes/calendar')),
  approvals: withAllWords(() => import('./routes/approvals')),
  inbox: withAllWords(() => import('./routes/inbox')),
  settings: withAllWords(() => import('./routes/settings')),
  auth: () => import('./routes/auth'),
  account: withAllWords(() => import('./routes/profile')),
  workspace: withAllWords(() => import('./routes/workspace')),
  audit: withAllWords(() => import('./routes/audit')),
  invitation: withAllWords(() => import('./routes/invitation')),
  'forgot-password': withAllWords(() => import('./routes/forgot-password')),
  'reset-password': withAllWords(() => import('./routes/reset-password')),
  'verify-email': withAllWords(() => import('./routes/verify-email')),
  unsubscribe: withAllWords(() => import('./routes/unsubscribe')),
  'oauth-debug': withAllWords(() => import('./routes/oauth-debug')),
  disconnect: withAllWords(() => import('./routes/disconnect')),
  'not-found': withAllWords(() => import('./routes/not-found')),
};
type PageName = keyof typeof PAGES;
const SIGNED_IN_PAGES = [
  'dashboard',
  'accounts',
  'videos',
  'comments',
  'launch',
  'calendar',
  'settings',
  'approvals',
  'inbox',
] as const;
// The account and workspace pages have no tabs: they are about the person and the team, not one
// of the app's sections. An invitation's page opens signed in or not.
const BARE_PAGES = [
  'auth',
  'account',
  'workspace',
  'audit',
  'invitation',
  'forgot-password',
  'reset-password',
  'verify-email',
  'unsubscribe',
  'oauth-debug',
  'disconnect',
] as const;
// Made once: a lazy component made during render would be a new component each time.
const LAZY_PAGES = {} as Record<PageName, LazyExoticComponent<ComponentType>>;
for (const name of Object.keys(PAGES) as PageName[]) {
  LAZY_PAGES[name] = lazy(() => loadCode(PAGES[name]));
}
/** A page that fails (its code or its rendering) says so; the header and tabs stay usable. */
const page = (name: PageName) => {
  const Page = LAZY_PAGES[name];
  return (
    <ErrorBoundary>
      <Page />
    </ErrorBoundary>
  );
};

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SignedInLayout />}>
        <Route index element={page('dashboard')} />
        {SIGNED_IN_PAGES.map((name) => (
          <Route key={name} path={name} element={page(name)} />
        ))}
        <Route path="approvals/:id" element={page('approvals')} />
      </Route>
      <Route element={<BareLayout />}>
        {BARE_PAGES.map((name) => (
          <Route key={name} path={name} element={page(name)} />
        ))}
      </Route>
      <Route path="*" element={page('not-found')} />
    </Routes>
  );
}

/**
 * Starts fetching the page at `pathname` now, beside the language's words, not after them. A
 * signed-in page only when someone was signed in last time: a signed-out visit to / goes on to
 * /auth, and the dashboard's code would be downloaded for nothing.
 */
export function preloadPage(pathname: string) {
  const name = pathname.split('/')[1] || 'dashboard';
  if (!(name in PAGES)) return;
  const signedInPage = (SIGNED_IN_PAGES as readonly string[]).includes(name);
  if (signedInPage && !signedInLastTime()) return;
  if (signedInPage) void loadMainLayout();
  void PAGES[name as PageName]();
}

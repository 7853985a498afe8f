/**
 * The words are loaded in two parts per language: those a first visit reads (the sign-in page
 * and the shell around it) before anything is drawn, the rest with the first page that needs
 * them (router.tsx). A whole section ("auth") or a single key ("account.title") is named here;
 * word-parts.test.ts fails when the sign-in page uses a key this list leaves out. It halves the
 * sign-in page's words (docs/performance.md §4).
 */
const FIRST_VISIT = [
  'account.forgot.link',
  'account.title',
  'accounts.errorLoadingCredentials',
  'app',
  'appError',
  'auth',
  'common',
  'credentials',
  'errors',
  'header',
  'help',
  'nav',
  'notifications.bell',
  'notifications.bellUnread',
  'notifications.bellUnreadMany',
];

export type WordPart = 'first' | 'rest';

/** The part a key's words load with (a plural form goes with its base key). */
export function partOf(key: string): WordPart {
  const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
  return FIRST_VISIT.some((name) => base === name || base.startsWith(`${name}.`))
    ? 'first'
    : 'rest';
}

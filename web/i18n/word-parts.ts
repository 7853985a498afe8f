// By its path, not @core: Vite's config loader reads this file (scripts/locale-parts.ts) and
// knows no aliases.
import { PAGE_CODES, SCRIPT_ONLY_CODES } from '../../core/api/error-codes';
import { isServerKey } from '../../core/i18n/keys';

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

/**
 * Words no first screen reads, loaded with the pages and parts that show them (later-words.ts's
 * `useLaterWords`: the shell never names their chunks). The dashboard's first
 * screen loads every other word within its 200 kB budget (e2e/bundle-budget.ts): the audit log's
 * sentences alone were 1.5 kB compressed there.
 */
const LATER = [
  'approvals',
  'audit',
  'inbox',
  ...[...SCRIPT_ONLY_CODES, ...PAGE_CODES].map((code) => `errors.code.${code}`),
  'tokens',
  // Shown on the account page alone, as the tokens are (features/webhooks).
  'webhooks',
  'workspaces.approval',
];

/** The parts the web loads. */
export type WordPart = 'first' | 'rest' | 'later';

const named = (names: string[], base: string) =>
  names.some((name) => base === name || base.startsWith(`${name}.`));

/**
 * The part a key's words load with (a plural form goes with its base key). The server's sections
 * (emails, chat lines: core/i18n/keys.ts) are a part of their own, which no chunk holds.
 */
export function partOf(key: string): WordPart | 'server' {
  if (isServerKey(key)) return 'server';
  const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
  // LATER may name a key within a section the first visit loads (an error code of 'errors').
  if (named(LATER, base)) return 'later';
  return named(FIRST_VISIT, base) ? 'first' : 'rest';
}

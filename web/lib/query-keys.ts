/**
 * Query keys several features read or invalidate, and a cache time two share. Features never
 * import each other, so what they share lives here.
 */
export const queryKeys = {
  credentials: ['credentials'] as const,
  credentialAccounts: (id: string) => ['credentials', id, 'accounts'] as const,
  strategies: ['auth', 'strategies'] as const,
  authDebug: ['auth', 'debug'] as const,
  accounts: ['accounts'] as const,
  settings: ['settings'] as const,
  commentTemplates: ['comment-templates'] as const,
  commentCategories: ['comment-categories'] as const,
  videos: ['videos'] as const,
  videoCategories: ['video-categories'] as const,
  batches: ['batches'] as const,
  comments: ['comments'] as const,
  quota: ['quota'] as const,
  dashboard: ['dashboard'] as const,
  activity: ['activity-logs'] as const,
  notifications: ['notifications'] as const,
  /** The person's workspaces, the current one marked: what every other query is about. */
  workspaces: ['workspaces'] as const,
};

/**
 * docs/product.md §9: what Launch reads (videos, templates, the reports' filters) keeps 60 s. Not
 * in query-client.ts: importing that from a page would split the query library out of the first
 * load's chunk.
 */
export const LAUNCH_DATA_STALE_MS = 60_000;

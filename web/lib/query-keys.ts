/**
 * Query keys several features read or invalidate. Features never import each other, so the keys
 * they share live here.
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
};

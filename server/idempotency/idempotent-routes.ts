/**
 * docs/api.md §4: the writes that take an `Idempotency-Key`: each that creates something (or
 * sends it again, or decides on it), where a client that retries after losing the answer could
 * otherwise make it twice. A route's key is `METHOD /path` as in route-permissions.ts.
 */
export const IDEMPOTENT_ROUTES = new Set([
  'POST /api/batches',
  'POST /api/youtube/comment',
  'POST /api/youtube/batch-comment',
  'POST /api/comments',
  'POST /api/comments/:id/resend',
  'POST /api/inbox/:id/answer',
  'POST /api/batches/:id/approve',
  'POST /api/batches/:id/reject',
  'POST /api/videos',
  'POST /api/videos/import',
  'POST /api/video-categories',
  'POST /api/comment-templates',
  'POST /api/comment-templates/import',
  'POST /api/comment-categories',
  'POST /api/credentials',
  'POST /api/webhooks',
  'POST /api/webhooks/:id/deliveries/:deliveryId/resend',
  'POST /api/workspaces',
  'POST /api/workspace/invitations',
]);

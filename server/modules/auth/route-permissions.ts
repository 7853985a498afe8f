import type { Permission } from '@core/workspaces/roles';

/**
 * docs/architecture.md §10: what each signed-in route needs, by `METHOD /path`. `person`: it acts
 * on the signed-in person alone (their account, sessions, notifications, the list of their
 * workspaces), whatever their role. A signed-in route missing here stops the server as it starts
 * (signed-in.ts), so none is ever open by being forgotten.
 */
export const ROUTE_PERMISSIONS: Record<string, Permission | 'person'> = {
  'POST /api/auth/logout': 'person',
  'GET /api/account': 'person',
  'PUT /api/account/language': 'person',
  'POST /api/account/verify-email': 'person',
  'POST /api/account/password': 'person',
  'GET /api/account/sessions': 'person',
  'DELETE /api/account/sessions/:id': 'person',
  'POST /api/account/sessions/sign-out-others': 'person',
  'POST /api/account/delete': 'person',
  'GET /api/account/export': 'person',
  'POST /api/account/export': 'person',
  'GET /api/account/export/:id/download': 'person',
  'GET /api/workspaces': 'person',
  // docs/api.md: one's own API tokens, in the workspace the session acts in.
  'GET /api/tokens': 'person',
  'POST /api/tokens': 'person',
  'DELETE /api/tokens/:id': 'person',
  'POST /api/workspaces': 'person',
  'PUT /api/session/workspace': 'person',
  'POST /api/invitations/accept': 'person',
  // The workspace the session acts in: every member reads its members and may leave it.
  'PATCH /api/workspace': 'workspace.manage',
  'DELETE /api/workspace': 'workspace.manage',
  'POST /api/workspace/leave': 'read',
  'GET /api/workspace/members': 'read',
  'PATCH /api/workspace/members/:id': 'members.manage',
  'DELETE /api/workspace/members/:id': 'members.manage',
  'GET /api/workspace/invitations': 'members.manage',
  'POST /api/workspace/invitations': 'members.manage',
  'POST /api/workspace/invitations/:id/resend': 'members.manage',
  'DELETE /api/workspace/invitations/:id': 'members.manage',
  'GET /api/workspace/settings': 'read',
  'PATCH /api/workspace/settings': 'settings.write',
  // Every member reads the audit log's lines of their own; audit.read, the whole of it.
  'GET /api/audit': 'read',
  'GET /api/audit/export': 'read',

  'GET /api/notifications': 'person',
  'GET /api/notifications/unread-count': 'person',
  'POST /api/notifications/read': 'person',
  'GET /api/notifications/preferences': 'person',
  'PUT /api/notifications/preferences': 'person',

  'GET /api/webhooks': 'read',
  'POST /api/webhooks': 'webhooks.write',
  'PATCH /api/webhooks/:id': 'webhooks.write',
  'DELETE /api/webhooks/:id': 'webhooks.write',
  'GET /api/webhooks/:id/deliveries': 'read',
  'POST /api/webhooks/:id/deliveries/:deliveryId/resend': 'webhooks.write',
  'POST /api/webhooks/:id/test': 'webhooks.write',

  'GET /api/credentials': 'read',
  'POST /api/credentials': 'channels.write',
  'PATCH /api/credentials/:id/set-default': 'channels.write',
  'PATCH /api/credentials/:id': 'channels.write',
  'DELETE /api/credentials/:id': 'channels.write',
  'GET /api/credentials/:id/accounts': 'read',
  'POST /api/auth/clear-accounts': 'channels.write',

  'GET /api/accounts': 'read',
  'POST /api/accounts/:id/check': 'channels.write',
  'POST /api/accounts/:id/resume-posting': 'channels.write',
  'DELETE /api/accounts/:id': 'channels.write',
  'GET /api/accounts/:id/windows': 'read',
  'PUT /api/accounts/:id/windows': 'channels.write',
  'DELETE /api/accounts/:id/windows': 'channels.write',

  'GET /api/settings': 'read',
  'POST /api/settings': 'settings.write',
  'GET /api/settings/check-key': 'read',
  'POST /api/settings/check-key': 'settings.write',
  'DELETE /api/settings/check-key': 'settings.write',

  'GET /api/comment-categories': 'read',
  'POST /api/comment-categories': 'templates.write',
  'PATCH /api/comment-categories/:id': 'templates.write',
  'DELETE /api/comment-categories/:id': 'templates.write',
  'GET /api/comment-templates': 'read',
  'POST /api/comment-templates': 'templates.write',
  'POST /api/comment-templates/import': 'templates.write',
  'POST /api/comment-templates/bulk-delete': 'templates.write',
  'POST /api/comment-templates/bulk-category': 'templates.write',
  'PATCH /api/comment-templates/reorder': 'templates.write',
  'PATCH /api/comment-templates/:id': 'templates.write',
  'DELETE /api/comment-templates/:id': 'templates.write',

  'GET /api/video-categories': 'read',
  'POST /api/video-categories': 'videos.write',
  'PATCH /api/video-categories/:id': 'videos.write',
  'DELETE /api/video-categories/:id': 'videos.write',
  'GET /api/videos': 'read',
  'POST /api/videos': 'videos.write',
  'POST /api/videos/import': 'videos.write',
  'POST /api/videos/check': 'videos.write',
  'PATCH /api/videos/reorder': 'videos.write',
  'POST /api/videos/bulk-delete': 'videos.write',
  'POST /api/videos/channel-thumbnails': 'videos.write',
  'GET /api/videos/:id': 'read',
  'PATCH /api/videos/:id': 'videos.write',
  'DELETE /api/videos/:id': 'videos.write',
  'PATCH /api/videos/:id/channel-thumbnail': 'videos.write',

  // Look-ups and searches spend the workspace's quota: they are how videos are found to add.
  'GET /api/youtube/videos': 'videos.write',
  'GET /api/youtube/channels': 'videos.write',
  'POST /api/youtube/videos/check': 'videos.write',
  'GET /api/find/quota': 'read',
  'GET /api/find/topics': 'read',
  'GET /api/find/search': 'videos.write',
  'GET /api/find/popular': 'videos.write',
  'GET /api/find/source': 'videos.write',

  'POST /api/youtube/comment': 'batches.write',
  'POST /api/youtube/batch-comment': 'batches.write',
  'POST /api/batches/preview': 'batches.write',
  'POST /api/batches': 'batches.write',
  'GET /api/batches': 'read',
  'GET /api/batches/:id': 'read',
  'PATCH /api/batches/:id': 'batches.write',
  'POST /api/batches/:id/:action': 'batches.write',
  // Approval: everyone sees what waits and what was decided; owners and admins decide.
  'GET /api/approvals': 'read',
  'GET /api/batches/:id/approval': 'read',
  'POST /api/batches/:id/approve': 'batches.approve',
  'POST /api/batches/:id/reject': 'batches.approve',
  'GET /api/batches/:id/comments': 'read',
  'GET /api/calendar': 'read',
  'GET /api/calendar/day': 'read',
  'GET /api/comments': 'read',
  'POST /api/comments': 'batches.write',
  'PATCH /api/comments/:id': 'batches.write',
  'POST /api/comments/:id/resend': 'batches.write',
  'GET /api/comments/:id/replies': 'read',
  'GET /api/inbox': 'read',
  'GET /api/inbox/count': 'read',
  'GET /api/inbox/:id/thread': 'read',
  // Marking a reply read or handled, or giving it to someone, is work on the workspace's replies.
  'PATCH /api/inbox/:id': 'batches.write',
  // An answer is a batch of one (docs/replies.md §3): confirmed as a batch is.
  'POST /api/inbox/:id/answer/preview': 'batches.write',
  'POST /api/inbox/:id/answer': 'batches.write',

  'GET /api/quota': 'read',
  'GET /api/dashboard': 'read',
  'GET /api/activity-logs': 'read',
};

/**
 * docs/api.md: what an API token may not do, whatever its scopes: manage its person (their
 * password, sessions, deletion, export, tokens), their membership, the members or the workspace's
 * approval rule. Of the person's own routes a token may only read who it acts for and their
 * notifications (TOKEN_PERSON_READS).
 */
export const TOKEN_PERSON_READS = new Set([
  'GET /api/account',
  'GET /api/workspaces',
  'GET /api/notifications',
  'GET /api/notifications/unread-count',
]);
export const TOKEN_REFUSED = new Set([
  'POST /api/workspace/leave',
  'GET /api/workspace/members',
  // Whether batches wait for approval is the workspace's own rule, not a script's to lift.
  'PATCH /api/workspace/settings',
]);

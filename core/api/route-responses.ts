import { z, type ZodType } from 'zod';
import { currentUserSchema, userSchema } from './auth.schema';
import {
  batchListSchema,
  batchPreviewSchema,
  batchReportPageSchema,
  batchSchema,
  commentListSchema,
  commentSchema,
  quotaSchema,
  replyPageSchema,
  videoCheckSchema,
} from './batches.schema';
import { calendarDaySchema, calendarSchema } from './calendar.schema';
import { categoryListSchema, categorySchema } from './categories.schema';
import {
  channelListSchema,
  channelSchema,
  clearAccountsResultSchema,
  credentialChannelListSchema,
  revokeResultSchema,
} from './channels.schema';
import { appConfigSchema, healthSchema, probeSchema } from './common.schema';
import { credentialListSchema, credentialSchema } from './credentials.schema';
import { inboxCountSchema, inboxPageSchema, inboxThreadSchema } from './inbox.schema';
import { createdTokenSchema, tokenListSchema } from './tokens.schema';
import { activityListSchema, dashboardSchema } from './dashboard.schema';
import { dataExportSchema, exportStateSchema } from './export.schema';
import { findQuotaAnswerSchema, foundPageSchema, topicListSchema } from './find.schema';
import {
  notificationPageSchema,
  notificationSettingsSchema,
  unreadCountSchema,
} from './notifications.schema';
import { authDebugSchema, strategyListSchema } from './oauth.schema';
import { windowsSchema } from './posting-windows.schema';
import { forgotPasswordAnswerSchema } from './email-links.schema';
import {
  deleteAccountAnswerSchema,
  profileSchema,
  sessionListSchema,
  signOutOthersAnswerSchema,
} from './profile.schema';
import { checkKeySchema, settingsSchema } from './settings.schema';
import {
  bulkResultSchema,
  importPreviewSchema,
  importResultSchema,
  templateListSchema,
  templatePageSchema,
  templateSchema,
} from './templates.schema';
import {
  checkVideosResultSchema,
  importVideosResultSchema,
  videoListSchema,
  videoPageSchema,
  videoSchema,
  youtubeChannelListSchema,
  youtubeVideoListSchema,
} from './videos.schema';
import { createdWebhookSchema, deliveryListSchema, webhookSchema } from './webhooks.schema';
import { auditPageSchema } from './audit.schema';
import {
  approvalQueueSchema,
  batchApprovalSchema,
  workspaceSettingsSchema,
} from './approval.schema';
import {
  invitationListSchema,
  invitationPreviewSchema,
  invitationSchema,
  memberListSchema,
  memberSchema,
  workspaceListSchema,
  workspaceSummarySchema,
} from './workspaces.schema';

/** No body: a 204, or a 202 whose JSON is `null`. */
const nothing = z.null();

/**
 * Every JSON route's success answers, by `METHOD /path` and status: the schemas its route
 * declares, which the server serializes the answer with (server/route-responses.test.ts holds
 * the two together). The web's tests answer their fake requests through these, so a fake the
 * server could not send fails the test that uses it. A failure's body is always `errorBodySchema`.
 */
export const ROUTE_RESPONSES = {
  'GET /api/health': { 200: healthSchema },
  'GET /api/health/live': { 200: probeSchema },
  'GET /api/health/ready': { 200: probeSchema },
  'GET /api/app-config': { 200: appConfigSchema },

  'POST /api/auth/register': { 201: userSchema },
  'POST /api/auth/login': { 200: userSchema },
  'POST /api/auth/logout': { 204: nothing },
  'GET /api/auth/current-user': { 200: currentUserSchema },
  'POST /api/auth/forgot-password': { 202: forgotPasswordAnswerSchema },
  'POST /api/auth/reset-password': { 204: nothing },
  'POST /api/auth/reset-password/check': { 204: nothing },
  'POST /api/auth/verify-email': { 204: nothing },
  'GET /api/auth/strategies': { 200: strategyListSchema },
  'GET /api/auth/debug': { 200: authDebugSchema },
  'POST /api/auth/clear-accounts': { 200: clearAccountsResultSchema },

  'GET /api/account': { 200: profileSchema },
  'PUT /api/account/language': { 204: nothing },
  'POST /api/account/verify-email': { 202: nothing },
  'POST /api/account/password': { 204: nothing },
  'GET /api/account/sessions': { 200: sessionListSchema },
  'DELETE /api/account/sessions/:id': { 204: nothing },
  'POST /api/account/sessions/sign-out-others': { 200: signOutOthersAnswerSchema },
  'POST /api/account/delete': { 200: deleteAccountAnswerSchema },
  'GET /api/account/export': { 200: exportStateSchema },
  'POST /api/account/export': { 202: dataExportSchema },
  'GET /api/workspaces': { 200: workspaceListSchema },
  'POST /api/workspaces': { 201: workspaceSummarySchema },
  'GET /api/tokens': { 200: tokenListSchema },
  'POST /api/tokens': { 201: createdTokenSchema },
  'DELETE /api/tokens/:id': { 204: nothing },
  'PUT /api/session/workspace': { 200: workspaceSummarySchema },
  'PATCH /api/workspace': { 200: workspaceSummarySchema },
  'DELETE /api/workspace': { 204: nothing },
  'POST /api/workspace/leave': { 204: nothing },
  'GET /api/workspace/members': { 200: memberListSchema },
  'PATCH /api/workspace/members/:id': { 200: memberSchema },
  'DELETE /api/workspace/members/:id': { 204: nothing },
  'GET /api/workspace/invitations': { 200: invitationListSchema },
  'POST /api/workspace/invitations': { 201: invitationSchema },
  'POST /api/workspace/invitations/:id/resend': { 200: invitationSchema },
  'DELETE /api/workspace/invitations/:id': { 204: nothing },
  'POST /api/invitations/preview': { 200: invitationPreviewSchema },
  'POST /api/invitations/accept': { 200: workspaceSummarySchema },
  'GET /api/audit': { 200: auditPageSchema },
  'GET /api/workspace/settings': { 200: workspaceSettingsSchema },
  'PATCH /api/workspace/settings': { 200: workspaceSettingsSchema },
  'GET /api/approvals': { 200: approvalQueueSchema },
  'GET /api/batches/:id/approval': { 200: batchApprovalSchema },
  'POST /api/batches/:id/approve': { 200: batchSchema },
  'POST /api/batches/:id/reject': { 200: batchSchema },

  'GET /api/notifications': { 200: notificationPageSchema },
  'GET /api/notifications/unread-count': { 200: unreadCountSchema },
  'POST /api/notifications/read': { 200: unreadCountSchema },
  'GET /api/notifications/preferences': { 200: notificationSettingsSchema },
  'PUT /api/notifications/preferences': { 200: notificationSettingsSchema },
  'POST /api/notifications/unsubscribe': { 204: nothing },

  'GET /api/webhooks': { 200: z.array(webhookSchema) },
  'POST /api/webhooks': { 201: createdWebhookSchema },
  'PATCH /api/webhooks/:id': { 200: webhookSchema },
  'DELETE /api/webhooks/:id': { 204: nothing },
  'GET /api/webhooks/:id/deliveries': { 200: deliveryListSchema },
  'POST /api/webhooks/:id/deliveries/:deliveryId/resend': { 202: nothing },
  'POST /api/webhooks/:id/test': { 202: nothing },

  'GET /api/credentials': { 200: credentialListSchema },
  'POST /api/credentials': { 201: credentialSchema },
  'PATCH /api/credentials/:id/set-default': { 200: credentialSchema },
  'PATCH /api/credentials/:id': { 200: credentialSchema },
  'DELETE /api/credentials/:id': { 204: nothing },
  'GET /api/credentials/:id/accounts': { 200: credentialChannelListSchema },

  'GET /api/accounts': { 200: channelListSchema },
  'POST /api/accounts/:id/check': { 200: channelSchema },
  'POST /api/accounts/:id/resume-posting': { 200: channelSchema },
  'DELETE /api/accounts/:id': { 200: revokeResultSchema },
  'GET /api/accounts/:id/windows': { 200: windowsSchema },
  'PUT /api/accounts/:id/windows': { 200: windowsSchema },
  'DELETE /api/accounts/:id/windows': { 200: windowsSchema },

  'GET /api/settings': { 200: settingsSchema },
  'POST /api/settings': { 200: settingsSchema },
  'GET /api/settings/check-key': { 200: checkKeySchema },
  'POST /api/settings/check-key': { 200: checkKeySchema },
  'DELETE /api/settings/check-key': { 200: checkKeySchema },

  'GET /api/comment-categories': { 200: categoryListSchema },
  'POST /api/comment-categories': { 201: categorySchema },
  'PATCH /api/comment-categories/:id': { 200: categorySchema },
  'DELETE /api/comment-categories/:id': { 204: nothing },
  'GET /api/video-categories': { 200: categoryListSchema },
  'POST /api/video-categories': { 201: categorySchema },
  'PATCH /api/video-categories/:id': { 200: categorySchema },
  'DELETE /api/video-categories/:id': { 204: nothing },

  // The whole list, or a page when the query asks for one.
  'GET /api/comment-templates': { 200: z.union([templateListSchema, templatePageSchema]) },
  'POST /api/comment-templates': { 201: templateSchema },
  // What an import would do (a preview), or what it did.
  'POST /api/comment-templates/import': { 200: z.union([importResultSchema, importPreviewSchema]) },
  'POST /api/comment-templates/bulk-delete': { 200: bulkResultSchema },
  'POST /api/comment-templates/bulk-category': { 200: bulkResultSchema },
  'PATCH /api/comment-templates/reorder': { 200: bulkResultSchema },
  'PATCH /api/comment-templates/:id': { 200: templateSchema },
  'DELETE /api/comment-templates/:id': { 204: nothing },

  'GET /api/videos': { 200: z.union([videoListSchema, videoPageSchema]) },
  // 201 when the video is new, 200 when it was already saved.
  'POST /api/videos': { 200: videoSchema, 201: videoSchema },
  'POST /api/videos/import': { 200: importVideosResultSchema },
  'POST /api/videos/check': { 200: checkVideosResultSchema },
  'PATCH /api/videos/reorder': { 200: bulkResultSchema },
  'POST /api/videos/bulk-delete': { 200: bulkResultSchema },
  'POST /api/videos/channel-thumbnails': { 200: bulkResultSchema },
  'GET /api/videos/:id': { 200: videoSchema },
  'PATCH /api/videos/:id': { 200: videoSchema },
  'DELETE /api/videos/:id': { 204: nothing },
  'PATCH /api/videos/:id/channel-thumbnail': { 200: videoSchema },

  'GET /api/youtube/videos': { 200: youtubeVideoListSchema },
  'GET /api/youtube/channels': { 200: youtubeChannelListSchema },
  'POST /api/youtube/videos/check': { 200: videoCheckSchema },
  'POST /api/youtube/comment': { 201: batchSchema },
  'POST /api/youtube/batch-comment': { 201: batchSchema },

  'GET /api/find/quota': { 200: findQuotaAnswerSchema },
  'GET /api/find/topics': { 200: topicListSchema },
  'GET /api/find/search': { 200: foundPageSchema },
  'GET /api/find/popular': { 200: foundPageSchema },
  'GET /api/find/source': { 200: foundPageSchema },

  'POST /api/batches/preview': { 200: batchPreviewSchema },
  'POST /api/batches': { 201: batchSchema },
  'GET /api/batches': { 200: batchListSchema },
  'GET /api/batches/:id': { 200: batchSchema },
  'PATCH /api/batches/:id': { 200: batchSchema },
  'POST /api/batches/:id/:action': { 200: batchSchema },
  'GET /api/batches/:id/comments': { 200: batchReportPageSchema },
  'GET /api/calendar': { 200: calendarSchema },
  'GET /api/calendar/day': { 200: calendarDaySchema },

  'GET /api/comments': { 200: commentListSchema },
  'POST /api/comments': { 201: commentSchema },
  'PATCH /api/comments/:id': { 200: commentSchema },
  'POST /api/comments/:id/resend': { 200: commentSchema },
  'GET /api/comments/:id/replies': { 200: replyPageSchema },
  'GET /api/inbox': { 200: inboxPageSchema },
  'GET /api/inbox/count': { 200: inboxCountSchema },
  'GET /api/inbox/:id/thread': { 200: inboxThreadSchema },
  'PATCH /api/inbox/:id': { 204: nothing },
  'POST /api/inbox/:id/answer/preview': { 200: batchPreviewSchema },
  'POST /api/inbox/:id/answer': { 201: commentSchema },

  'GET /api/quota': { 200: quotaSchema },
  'GET /api/dashboard': { 200: dashboardSchema },
  'GET /api/activity-logs': { 200: activityListSchema },
} satisfies Record<string, Record<number, ZodType>>;

import { tokensRoutes } from './modules/tokens/tokens.routes';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/database';
import type { Mailer } from './mail/mailer';
import { auditRoutes } from './modules/audit/audit.routes';
import { auditRouteSuccesses } from './modules/audit/route-audits';
import { authRoutes, signOutRoutes } from './modules/auth/auth.routes';
import { emailLinksRoutes } from './modules/auth/email-links.routes';
import { signedInOnly } from './modules/auth/signed-in';
import { registerIdempotency } from './idempotency/idempotency';
import { batchApprovalRoutes } from './modules/batches/batch-approval.routes';
import { batchesRoutes } from './modules/batches/batches.routes';
import { perCallPostingRoutes } from './modules/batches/per-call-posting.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { categoriesRoutes } from './modules/categories/categories.routes';
import {
  channelsRoutes,
  clearChannelsRoutes,
  credentialChannelsRoutes,
} from './modules/channels/channels.routes';
import { commentsRoutes } from './modules/comments/comments.routes';
import { repliesRoutes } from './modules/comments/replies.routes';
import { inboxRoutes } from './modules/inbox/inbox.routes';
import { credentialsRoutes } from './modules/credentials/credentials.routes';
import { activityRoutes, dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { exportRoutes } from './modules/export/export.routes';
import { findRoutes } from './modules/find/find.routes';
import { healthRoutes } from './modules/health/health.routes';
import {
  notificationsRoutes,
  unsubscribeRoutes,
} from './modules/notifications/notifications.routes';
import { oauthRoutes } from './modules/oauth/oauth.routes';
import { postingWindowsRoutes } from './modules/posting-windows/posting-windows.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { quotaRoutes } from './modules/quota/quota.routes';
import { checkKeyRoutes } from './modules/settings/check-key.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { templatesRoutes } from './modules/templates/templates.routes';
import { videosRoutes } from './modules/videos/videos.routes';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import {
  invitationAcceptRoutes,
  invitationPreviewRoutes,
} from './modules/workspaces/invitations.routes';
import { workspaceRoutes } from './modules/workspaces/workspace.routes';
import { sessionWorkspaceRoutes, workspacesRoutes } from './modules/workspaces/workspaces.routes';
import { youtubeLookupRoutes } from './modules/youtube-lookup/youtube-lookup.routes';
import type { Services } from './services';

export interface RouteDeps {
  config: Config;
  db: Db;
  services: Services;
  mailer: Mailer;
  /** Told when a batch is created, so an in-process worker starts on it at once. */
  onBatchCreated?: (() => void) | undefined;
  /** Start on a new export, or on a webhook's new delivery, at once rather than at the next round. */
  wakeExports: () => void;
  wakeWebhooks: () => void;
}

/**
 * The API in two trees: the routes anyone may call, and the routes of a signed-in person behind
 * the one hook of modules/auth/signed-in.ts. A route is public only by being listed in the first.
 */
export async function registerRoutes(app: FastifyInstance, deps: RouteDeps) {
  await app.register(publicRoutes, deps);
  await app.register(signedInRoutes, deps);
}

async function publicRoutes(tree: FastifyInstance, deps: RouteDeps) {
  const { config, db, services, mailer } = deps;
  tree.register(healthRoutes, { prefix: '/api', db, config });
  tree.register(authRoutes, { prefix: '/api/auth', db, config, mailer });
  // docs/security.md §8: a forgotten password, and links opened from an email in any browser.
  tree.register(emailLinksRoutes, { prefix: '/api/auth', db, config, mailer });
  // docs/architecture.md §10: an invitation's link shows what it invites to, to anyone.
  tree.register(invitationPreviewRoutes, { prefix: '/api/invitations', db, config });
  // Google sign-in: an anonymous visitor starts and finishes it.
  tree.register(oauthRoutes, { prefix: '/api/auth', ...services, config });
  // docs/notifications.md §4: leaving the digest from its email, proved by a signed token.
  tree.register(unsubscribeRoutes, {
    prefix: '/api/notifications',
    db,
    mailer,
    secrets: services.secrets,
  });
  // The API reference documents routes; it holds no one's data.
  tree.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list' },
  });
}

async function signedInRoutes(tree: FastifyInstance, deps: RouteDeps) {
  signedInOnly(tree, deps.db);
  registerIdempotency(tree, {
    db: deps.db,
    secrets: deps.services.secrets,
    waitMs: deps.config.idempotencyWaitMs,
  });
  auditRouteSuccesses(tree, deps.db);
  const { config, db, services, mailer } = deps;
  const { secrets } = services;
  const batches = { db, posting: services.posting, onBatchCreated: deps.onBatchCreated };
  tree.register(signOutRoutes, { prefix: '/api/auth', db });
  tree.register(profileRoutes, {
    prefix: '/api/account',
    db,
    config,
    mailer,
    channels: services,
  });
  tree.register(exportRoutes, { prefix: '/api/account/export', db, wake: deps.wakeExports });
  tree.register(workspacesRoutes, { prefix: '/api/workspaces', db });
  tree.register(sessionWorkspaceRoutes, { prefix: '/api/session', db });
  tree.register(workspaceRoutes, { prefix: '/api/workspace', ...services, mailer, config });
  tree.register(invitationAcceptRoutes, { prefix: '/api/invitations', db });
  tree.register(auditRoutes, { prefix: '/api/audit', db });
  tree.register(tokensRoutes, { prefix: '/api/tokens', db });
  tree.register(notificationsRoutes, { prefix: '/api/notifications', db, mailer, secrets });
  tree.register(webhooksRoutes, {
    prefix: '/api/webhooks',
    db,
    secrets,
    config,
    wake: deps.wakeWebhooks,
  });
  tree.register(credentialsRoutes, { prefix: '/api/credentials', ...services });
  tree.register(credentialChannelsRoutes, { prefix: '/api/credentials', ...services });
  tree.register(channelsRoutes, { prefix: '/api/accounts', ...services });
  tree.register(postingWindowsRoutes, { prefix: '/api/accounts', db });
  tree.register(clearChannelsRoutes, { prefix: '/api/auth', ...services });
  tree.register(settingsRoutes, { prefix: '/api/settings', db, config });
  tree.register(checkKeyRoutes, { prefix: '/api/settings/check-key', db, secrets });
  tree.register(categoriesRoutes, { prefix: '/api/comment-categories', db, kind: 'comment' });
  tree.register(templatesRoutes, { prefix: '/api/comment-templates', db });
  tree.register(categoriesRoutes, { prefix: '/api/video-categories', db, kind: 'video' });
  tree.register(videosRoutes, { prefix: '/api/videos', db });
  tree.register(youtubeLookupRoutes, { prefix: '/api/youtube', ...services });
  tree.register(perCallPostingRoutes, { prefix: '/api/youtube', ...batches });
  tree.register(findRoutes, { prefix: '/api/find', ...services });
  tree.register(batchesRoutes, { prefix: '/api/batches', ...batches });
  tree.register(batchApprovalRoutes, { prefix: '/api', ...batches });
  tree.register(calendarRoutes, { prefix: '/api/calendar', ...batches });
  tree.register(commentsRoutes, { prefix: '/api/comments', ...batches });
  tree.register(repliesRoutes, { prefix: '/api/comments', ...services });
  tree.register(inboxRoutes, { prefix: '/api/inbox', ...batches });
  tree.register(quotaRoutes, { prefix: '/api/quota', ...batches });
  tree.register(dashboardRoutes, { prefix: '/api/dashboard', db });
  tree.register(activityRoutes, { prefix: '/api/activity-logs', db });
}

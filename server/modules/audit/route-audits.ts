import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditKind } from '@core/api/audit.schema';
import type { Db } from '@server/db/database';
import { recordAudit } from '@server/activity/audit.repository';

type Fields = Record<string, unknown>;

/**
 * What a route's success records in the audit log: its kind, the id it is about (the path's `:id`,
 * or the answer's `id` for what it made) and what a readable summary needs. `details` never
 * returns a secret: a body's keys say what changed, its values only where listed.
 */
interface RouteAudit {
  kind: AuditKind;
  subject?: 'param' | 'answer';
  details?: (body: Fields, answer: Fields) => Fields;
}

/** The names of the fields a change sent, not their values (a secret may be among them). */
const changed = (body: Fields) => ({ changed: Object.keys(body).sort() });
const host = (url: unknown) => {
  try {
    return new URL(String(url)).host;
  } catch {
    return null;
  }
};

/**
 * docs/architecture.md §10: the routes whose changes the audit log keeps, recorded as their answer
 * goes out (members, invitations and batches record theirs in their own transactions instead).
 */
export const ROUTE_AUDITS: Record<string, RouteAudit> = {
  'POST /api/credentials': {
    kind: 'credential.added',
    subject: 'answer',
    details: (_, answer) => ({ name: answer.name }),
  },
  'PATCH /api/credentials/:id': {
    kind: 'credential.changed',
    subject: 'param',
    details: (body, answer) => ({ name: answer.name, ...changed(body) }),
  },
  'PATCH /api/credentials/:id/set-default': {
    kind: 'credential.changed',
    subject: 'param',
    details: (_, answer) => ({ name: answer.name, changed: ['isDefault'] }),
  },
  'DELETE /api/credentials/:id': { kind: 'credential.deleted', subject: 'param' },
  'DELETE /api/accounts/:id': { kind: 'channel.disconnected', subject: 'param' },
  'POST /api/auth/clear-accounts': {
    kind: 'channel.disconnected',
    details: () => ({ all: true }),
  },
  'POST /api/accounts/:id/resume-posting': {
    kind: 'channel.resumed',
    subject: 'param',
    details: (_, answer) => ({ name: answer.fullName ?? answer.email }),
  },
  'PUT /api/accounts/:id/windows': {
    kind: 'channel.windowsChanged',
    subject: 'param',
    details: (body) => ({ timeZone: body.timeZone, slots: (body.slots as unknown[]).length }),
  },
  'DELETE /api/accounts/:id/windows': {
    kind: 'channel.windowsChanged',
    subject: 'param',
    details: () => ({ slots: 0 }),
  },
  // Posting settings are numbers and switches: their values are the summary.
  'POST /api/settings': { kind: 'settings.changed', details: (body) => ({ ...body }) },
  'POST /api/settings/check-key': {
    kind: 'settings.changed',
    details: () => ({ changed: ['checkKey'] }),
  },
  'DELETE /api/settings/check-key': {
    kind: 'settings.changed',
    details: () => ({ changed: ['checkKey'], removed: true }),
  },
  // A webhook's address may carry a token (a chat's incoming hook): only its host is kept.
  'POST /api/webhooks': {
    kind: 'webhook.created',
    subject: 'answer',
    details: (_, answer) => ({ host: host(answer.url) }),
  },
  'PATCH /api/webhooks/:id': {
    kind: 'webhook.changed',
    subject: 'param',
    details: (body, answer) => ({ host: host(answer.url), ...changed(body) }),
  },
  'DELETE /api/webhooks/:id': { kind: 'webhook.deleted', subject: 'param' },
  'POST /api/comments/:id/resend': { kind: 'comment.reposted', subject: 'param' },
  'POST /api/account/export': {
    kind: 'export.made',
    subject: 'answer',
    details: () => ({ what: 'account' }),
  },
  'GET /api/audit/export': { kind: 'export.made', details: () => ({ what: 'audit' }) },
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the audit log keeps of the route's success (route-audits.ts). */
    audit?: RouteAudit;
  }
}

const asFields = (value: unknown): Fields =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};

function answerOf(payload: unknown): Fields {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return {};
  try {
    return asFields(JSON.parse(payload));
  } catch {
    return {};
  }
}

/**
 * Records each audited route's success in the workspace the request acted in, before its answer
 * leaves. The change itself committed already: a database that fails between the two loses the
 * line, and the error log says so.
 */
export function auditRouteSuccesses(tree: FastifyInstance, db: Db) {
  tree.addHook('onRoute', (route) => {
    const audit = ROUTE_AUDITS[`${[route.method].flat().join(',')} ${route.url}`];
    if (audit) route.config = { ...route.config, audit };
  });
  tree.addHook('onSend', async (request: FastifyRequest, reply, payload) => {
    const { audit } = request.routeOptions.config;
    // A replayed answer (idempotency.ts) did nothing: its work was recorded the first time.
    if (!audit || request.replayed || reply.statusCode >= 400 || !request.user || !request.access) {
      return payload;
    }
    const answer = answerOf(payload);
    const subject = audit.subject === 'param' ? (request.params as Fields).id : answer.id;
    try {
      await recordAudit(
        db,
        request.access.workspaceId,
        { id: request.user.id, email: request.user.email, ip: request.ip },
        audit.kind,
        {
          subjectId: typeof subject === 'string' ? subject : undefined,
          details: audit.details?.(asFields(request.body), answer) ?? {},
        },
      );
    } catch (error) {
      request.log.error({ err: error, kind: audit.kind }, 'the audit log missed a change');
    }
    return payload;
  });
}

import { z } from 'zod';

/**
 * What the audit log records (docs/architecture.md §10): members' sign-ins, the workspace and its
 * members, credentials, channels and their windows, settings, webhooks, batches and their
 * approval, re-posts and exports.
 */
export const AUDIT_KINDS = [
  'workspace.created',
  'workspace.renamed',
  'member.invited',
  'invitation.resent',
  'invitation.revoked',
  'member.joined',
  'member.roleChanged',
  'member.removed',
  'member.left',
  'workspace.approvalChanged',
  'batch.confirmed',
  'batch.approved',
  'batch.rejected',
  'batch.paused',
  'batch.resumed',
  'batch.cancelled',
  'comment.reposted',
  'auth.signedIn',
  'auth.signInFailed',
  'credential.added',
  'credential.changed',
  'credential.deleted',
  'channel.connected',
  'channel.disconnected',
  'channel.paused',
  'channel.resumed',
  'channel.windowsChanged',
  'settings.changed',
  'webhook.created',
  'webhook.changed',
  'webhook.deleted',
  'export.made',
  'token.created',
  'token.revoked',
  'token.refused',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** How many days an event is kept. */
export const AUDIT_KEPT_DAYS = 400;

export const auditEventSchema = z.object({
  /** Increasing with time: the page after this one starts below the last id. */
  id: z.string(),
  at: z.string(),
  /** Who did it, as they were then; null for what the app did itself. */
  actor: z.object({ id: z.string(), email: z.string() }).nullable(),
  ip: z.string().nullable(),
  kind: z.enum(AUDIT_KINDS),
  /** The id of what it is about (a member, an invitation). */
  subjectId: z.string().nullable(),
  /** What a readable summary needs: an address, a role, a name. */
  details: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** GET /api/audit: newest first, filtered, a page at a time. */
export const auditQuerySchema = z.object({
  kind: z.enum(AUDIT_KINDS).optional(),
  actorId: z.string().uuid().optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  before: z
    .string()
    .regex(/^\d{1,19}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEventSchema),
  /** `before` for the next page; null at the end. */
  nextBefore: z.string().nullable(),
  /**
   * What the caller reads: the whole log (owners and admins), or only the lines of their own
   * doing, about their membership and about their own batches (every other member).
   */
  scope: z.enum(['workspace', 'own']),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** GET /api/audit/export: the same filters, every matching event as CSV, newest first. */
export const auditExportQuerySchema = auditQuerySchema.pick({
  kind: true,
  actorId: true,
  from: true,
  to: true,
});
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;
/** The CSV's columns (its header row, in English as the kinds are). */
export const AUDIT_CSV_COLUMNS = ['at', 'actor', 'ip', 'kind', 'subject', 'details'];

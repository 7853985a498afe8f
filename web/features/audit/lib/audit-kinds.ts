import type { AuditKind } from '@core/api/audit.schema';

/**
 * The kind filter's groups, in the order the filter lists them. A Record over the kinds, so a
 * kind added to AUDIT_KINDS without its place here fails tsc.
 */
export const KIND_GROUPS = [
  'workspace',
  'batches',
  'signIn',
  'channels',
  'settings',
  'exports',
  'tokens',
] as const;
export type KindGroup = (typeof KIND_GROUPS)[number];

export const GROUP_OF: Record<AuditKind, KindGroup> = {
  'workspace.created': 'workspace',
  'workspace.renamed': 'workspace',
  'member.invited': 'workspace',
  'invitation.resent': 'workspace',
  'invitation.revoked': 'workspace',
  'member.joined': 'workspace',
  'member.roleChanged': 'workspace',
  'member.removed': 'workspace',
  'member.left': 'workspace',
  'workspace.approvalChanged': 'workspace',
  'batch.confirmed': 'batches',
  'batch.approved': 'batches',
  'batch.rejected': 'batches',
  'batch.paused': 'batches',
  'batch.resumed': 'batches',
  'batch.cancelled': 'batches',
  'comment.reposted': 'batches',
  'auth.signedIn': 'signIn',
  'auth.signInFailed': 'signIn',
  'credential.added': 'channels',
  'credential.changed': 'channels',
  'credential.deleted': 'channels',
  'channel.connected': 'channels',
  'channel.disconnected': 'channels',
  'channel.paused': 'channels',
  'channel.resumed': 'channels',
  'channel.windowsChanged': 'channels',
  'settings.changed': 'settings',
  'webhook.created': 'settings',
  'webhook.changed': 'settings',
  'webhook.deleted': 'settings',
  'export.made': 'exports',
  'token.created': 'tokens',
  'token.revoked': 'tokens',
  'token.refused': 'tokens',
};

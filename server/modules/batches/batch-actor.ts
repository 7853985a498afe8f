import type { FastifyRequest } from 'fastify';
import { can, type WorkspaceAccess } from '@core/workspaces/roles';
import type { AuditActor } from '@server/activity/audit.repository';

/** Who acts on a batch: the person, their access to its workspace, and what the audit log keeps. */
export type BatchActor = WorkspaceAccess & { userId: string; audit: AuditActor };

/** The signed-in person of a batches route (the signed-in tree refused anyone else already). */
export const batchActorOf = (request: FastifyRequest): BatchActor => ({
  userId: request.userId,
  workspaceId: request.workspaceId,
  role: request.access!.role,
  audit: { id: request.userId, email: request.user!.email, ip: request.ip },
});

/**
 * Whether `actor` may control a batch confirmed by `createdBy`, or settle its comments: an editor
 * their own, owners and admins anyone's (`batches.manageAny`); an author who left (null) is
 * anyone else. web/features/batches/hooks/use-batch-permission.ts shows the same.
 */
export const mayControl = (actor: BatchActor, createdBy: string | null) =>
  createdBy === actor.userId || can(actor.role, 'batches.manageAny');

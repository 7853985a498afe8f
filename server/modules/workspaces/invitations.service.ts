import {
  INVITATION_DAYS,
  PENDING_INVITATIONS_MAX,
  type CreateInvitationBody,
} from '@core/api/workspaces.schema';
import type { User } from '@core/api/auth.schema';
import { withLinkLanguage } from '@core/i18n/link-language';
import { isLanguage } from '@core/languages';
import { mayAssign, type Role } from '@core/workspaces/roles';
import { linkBase } from '@server/config';
import type { Db } from '@server/db/database';
import { lockWorkspace, type Tx } from '@server/db/transaction';
import { AppError, notFound } from '@server/http/app-error';
import { markEmailProven } from '../auth/auth.repository';
import { hashToken, newToken } from '../auth/auth.service';
import { requireMail, type MailDeps } from '../auth/email-links.service';
import { recordAudit } from '@server/activity/audit.repository';
import { roleNotAssignable } from './workspace-errors';
import type { Asker } from './workspaces.service';
import * as invitations from './invitations.repository';
import * as members from './members.repository';
import * as repo from './workspaces.repository';

/** Who invites: the asker, and how the email names them and in which language it is written. */
export type Inviter = Asker & { user: User };

const invalid = () =>
  new AppError(404, 'INVITATION_INVALID', 'No invitation has this link (a newer one may exist).');

/** Why a link no longer works, said plainly: used, revoked or expired. */
const GONE = {
  accepted: () => new AppError(410, 'INVITATION_USED', 'This invitation was accepted already.'),
  revoked: () => new AppError(410, 'INVITATION_REVOKED', 'This invitation was revoked.'),
  expired: () => new AppError(410, 'INVITATION_EXPIRED', 'This invitation has expired.'),
};

/** The invitation the token opens, if it still waits; otherwise why not. */
async function openInvitation(db: Db | Tx, token: string) {
  const found = await invitations.findByToken(db, hashToken(token));
  if (!found) throw invalid();
  if (found.state !== 'waiting') throw GONE[found.state]();
  return found;
}

/** A new link for the invitation, and its email, in the caller's transaction. */
async function mailLink(deps: MailDeps, tx: Tx, inviter: Inviter, to: string, role: Role) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
  const workspace = await repo.findWorkspace(tx, inviter.access.workspaceId);
  // The invited person has no language here yet: the email speaks the inviter's.
  const language = isLanguage(inviter.user.language) ? inviter.user.language : 'en';
  const url = withLinkLanguage(`${linkBase(deps.config)}/invitation?token=${token}`, language);
  await deps.mailer.queue(tx, {
    userId: null,
    to,
    kind: 'invitation',
    language,
    vars: {
      url,
      days: INVITATION_DAYS,
      workspace: workspace!.name,
      inviter: inviter.user.fullName || inviter.user.email,
      role,
    },
  });
  return { tokenHash: hashToken(token), expiresAt };
}

export const listInvitations = (db: Db, asker: Asker) =>
  invitations.listInvitations(db, asker.access.workspaceId);

/** Invites an address (again: a new link replaces the old), by email through the outbox. */
export async function invite(deps: MailDeps, inviter: Inviter, body: CreateInvitationBody) {
  requireMail(deps.mailer);
  const { workspaceId, role } = inviter.access;
  const email = body.email.trim().toLowerCase();
  if (!mayAssign(role, body.role)) throw roleNotAssignable();
  const id = await deps.db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    if (await members.isMemberByEmail(tx, workspaceId, email)) {
      throw new AppError(409, 'ALREADY_MEMBER', 'Already a member.', email);
    }
    const waiting = await invitations.listInvitations(tx, workspaceId);
    const replaces = waiting.some((invitation) => invitation.email === email);
    if (waiting.length >= PENDING_INVITATIONS_MAX && !replaces) {
      const count = String(waiting.length);
      throw new AppError(409, 'TOO_MANY_INVITATIONS', 'Too many invitations.', count);
    }
    const link = await mailLink(deps, tx, inviter, email, body.role);
    const made = await invitations.upsertInvitation(tx, {
      workspaceId,
      email,
      role: body.role,
      invitedBy: inviter.userId,
      ...link,
    });
    await recordAudit(tx, workspaceId, inviter.actor, 'member.invited', {
      subjectId: made,
      details: { email, role: body.role },
    });
    return made;
  });
  deps.mailer.wake();
  return (await invitations.findInvitation(deps.db, workspaceId, id))!;
}

/** The invitation `id`, if the asker may manage one of its role. */
async function manageable(db: Db | Tx, asker: Asker, id: string) {
  const invitation = await invitations.findInvitation(db, asker.access.workspaceId, id);
  if (!invitation) throw notFound('Invitation');
  if (!mayAssign(asker.access.role, invitation.role)) throw roleNotAssignable();
  return invitation;
}

/** Sends the invitation again with a new link (a new week); the old link stops working. */
export async function resend(deps: MailDeps, inviter: Inviter, id: string) {
  await manageable(deps.db, inviter, id); // another workspace's id: 404, whatever else
  requireMail(deps.mailer);
  await deps.db.transaction(async (tx) => {
    const invitation = await manageable(tx, inviter, id);
    const link = await mailLink(deps, tx, inviter, invitation.email, invitation.role);
    await invitations.renewInvitation(tx, inviter.access.workspaceId, id, link);
    await recordAudit(tx, inviter.access.workspaceId, inviter.actor, 'invitation.resent', {
      subjectId: id,
      details: { email: invitation.email, role: invitation.role },
    });
  });
  deps.mailer.wake();
  return (await invitations.findInvitation(deps.db, inviter.access.workspaceId, id))!;
}

export async function revoke(db: Db, asker: Asker, id: string) {
  const invitation = await manageable(db, asker, id);
  await db.transaction(async (tx) => {
    await invitations.revokeInvitation(tx, asker.access.workspaceId, id);
    await recordAudit(tx, asker.access.workspaceId, asker.actor, 'invitation.revoked', {
      subjectId: id,
      details: { email: invitation.email, role: invitation.role },
    });
  });
}

/** What a link's page shows before anyone accepts: anyone holding the link may see it. */
export async function preview(db: Db, token: string) {
  const found = await openInvitation(db, token);
  const { workspaceName, role, email, invitedBy, expiresAt } = found;
  return { workspaceName, role, email, invitedBy, expiresAt: expiresAt.toISOString() };
}

/**
 * The signed-in person accepts: only with the address it was sent to, once. Holding the link
 * proves they read that address's mail, so the address counts as confirmed. Their session then
 * acts in the workspace.
 */
export async function accept(db: Db, asker: Asker & { user: User }, token: string) {
  const workspaceId = await db.transaction(async (tx) => {
    const found = await openInvitation(tx, token);
    if (found.email !== asker.user.email.toLowerCase()) {
      throw new AppError(403, 'INVITATION_OTHER_EMAIL', 'Sent to another address.', found.email);
    }
    const taken = await invitations.consumeByToken(tx, hashToken(token));
    if (!taken) {
      // Answered meanwhile (another tab, or revoked): say which.
      await openInvitation(tx, token);
      throw GONE.accepted();
    }
    await members.addMember(tx, taken.workspaceId, asker.userId, taken.role);
    await markEmailProven(tx, asker.userId, taken.email);
    await repo.setSessionWorkspace(tx, asker.sessionId, taken.workspaceId);
    await recordAudit(tx, taken.workspaceId, asker.actor, 'member.joined', {
      subjectId: asker.userId,
      details: { email: taken.email, role: taken.role },
    });
    return taken.workspaceId;
  });
  const [summary] = await repo.workspacesOf(db, asker.userId, workspaceId, workspaceId);
  return summary!;
}

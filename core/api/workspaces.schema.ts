import { z } from 'zod';
import { ROLES } from '../workspaces/roles';
import { emailAddressSchema } from './email-address';
import { NAME_MAX } from './limits';

export const roleSchema = z.enum(ROLES);

/** One of the signed-in person's workspaces, with their role in it. */
export const workspaceSummarySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  role: roleSchema,
  /** Their personal workspace, which every person has (its id is theirs). */
  personal: z.boolean(),
  /** The one this session acts in: every screen and call is about it. */
  current: z.boolean(),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;

/** GET /api/workspaces: the person's workspaces, their personal one first, then by name. */
export const workspaceListSchema = z.array(workspaceSummarySchema);

/** How many shared workspaces one person may make (their personal one aside). */
export const WORKSPACES_MADE_MAX = 20;

const workspaceName = z.string().trim().min(1).max(NAME_MAX);

/** POST /api/workspaces: a shared workspace, its maker its owner. */
export const createWorkspaceBodySchema = z.object({ name: workspaceName });
export type CreateWorkspaceBody = z.input<typeof createWorkspaceBodySchema>;

/** PATCH /api/workspace: its new name (an owner's). */
export const renameWorkspaceBodySchema = z.object({ name: workspaceName });

/** PUT /api/session/workspace: the workspace this session acts in from now on. */
export const switchWorkspaceBodySchema = z.object({ workspaceId: z.string().uuid() });

/** A member of the current workspace (GET /api/workspace/members). */
export const memberSchema = z.object({
  /** The person's id. */
  id: z.string().uuid(),
  email: z.string(),
  fullName: z.string().nullable(),
  role: roleSchema,
  joinedAt: z.string(),
  /** The signed-in person themselves. */
  you: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;
export const memberListSchema = z.array(memberSchema);

/** PATCH /api/workspace/members/:id */
export const updateMemberBodySchema = z.object({ role: roleSchema });

/** An invitation to the current workspace not yet accepted (GET /api/workspace/invitations). */
export const invitationSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  role: roleSchema,
  /** Who sent it (their email), while they are still here. */
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = z.array(invitationSchema);

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;
/** At most this many invitations wait in one workspace at once. */
export const PENDING_INVITATIONS_MAX = 100;

/** POST /api/workspace/invitations */
export const createInvitationBodySchema = z.object({
  email: emailAddressSchema,
  role: roleSchema,
});
export type CreateInvitationBody = z.input<typeof createInvitationBodySchema>;

/** The invitation link's token, as POST /api/invitations/preview and /accept take it. */
export const invitationTokenBodySchema = z.object({ token: z.string().min(1).max(200) });

/** What the invitation page shows before the person accepts. */
export const invitationPreviewSchema = z.object({
  workspaceName: z.string(),
  role: roleSchema,
  /** The address it was sent to: only a person signed in with it may accept. */
  email: z.string(),
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { workspaceSettingsBodySchema, workspaceSettingsSchema } from '@core/api/approval.schema';
import { errorBodySchema } from '@core/api/common.schema';
import {
  createInvitationBodySchema,
  invitationListSchema,
  invitationSchema,
  memberListSchema,
  memberSchema,
  renameWorkspaceBodySchema,
  updateMemberBodySchema,
  workspaceSummarySchema,
} from '@core/api/workspaces.schema';
import type { ChannelDeps } from '@server/channel-access/channel-access';
import type { MailDeps } from '../auth/email-links.service';
import { askerOf } from './asker';
import * as invitations from './invitations.service';
import * as members from './members.service';
import * as service from './workspaces.service';

const tags = ['workspaces'];
const id = z.object({ id: z.string().uuid() });
const done = { 204: z.null() };
const refused = { 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * docs/architecture.md §10: the workspace the session acts in, its members and invitations,
 * under /api/workspace. What each needs is in route-permissions.ts.
 */
export const workspaceRoutes: FastifyPluginAsyncZod<ChannelDeps & MailDeps> = async (app, deps) => {
  const { db } = deps;

  app.patch(
    '',
    {
      schema: { tags, body: renameWorkspaceBodySchema, response: { 200: workspaceSummarySchema } },
    },
    async (request) => service.renameWorkspace(db, askerOf(request), request.body.name),
  );

  app.delete(
    '',
    { schema: { tags, response: { ...done, ...refused } } },
    async (request, reply) => {
      await service.deleteWorkspace(deps, askerOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/leave',
    { schema: { tags, response: { ...done, ...refused } } },
    async (request, reply) => {
      await service.leaveWorkspace(db, askerOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/settings',
    { schema: { tags, response: { 200: workspaceSettingsSchema } } },
    async (request) => service.workspaceSettings(db, request.workspaceId),
  );

  app.patch(
    '/settings',
    {
      schema: {
        tags,
        body: workspaceSettingsBodySchema,
        response: { 200: workspaceSettingsSchema, 400: errorBodySchema },
      },
    },
    async (request) => service.changeWorkspaceSettings(db, askerOf(request), request.body),
  );

  app.get('/members', { schema: { tags, response: { 200: memberListSchema } } }, async (request) =>
    members.listMembers(db, askerOf(request)),
  );

  app.patch(
    '/members/:id',
    {
      schema: {
        tags,
        params: id,
        body: updateMemberBodySchema,
        response: { 200: memberSchema, ...refused },
      },
    },
    async (request) =>
      members.changeRole(db, askerOf(request), request.params.id, request.body.role),
  );

  app.delete(
    '/members/:id',
    { schema: { tags, params: id, response: { ...done, ...refused } } },
    async (request, reply) => {
      await members.removeMember(db, askerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/invitations',
    { schema: { tags, response: { 200: invitationListSchema } } },
    async (request) => invitations.listInvitations(db, askerOf(request)),
  );

  app.post(
    '/invitations',
    {
      schema: {
        tags,
        body: createInvitationBodySchema,
        response: { 201: invitationSchema, ...refused, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      const made = await invitations.invite(deps, askerOf(request), request.body);
      return reply.status(201).send(made);
    },
  );

  app.post(
    '/invitations/:id/resend',
    { schema: { tags, params: id, response: { 200: invitationSchema, ...refused } } },
    async (request) => invitations.resend(deps, askerOf(request), request.params.id),
  );

  app.delete(
    '/invitations/:id',
    { schema: { tags, params: id, response: { ...done, ...refused } } },
    async (request, reply) => {
      await invitations.revoke(db, askerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

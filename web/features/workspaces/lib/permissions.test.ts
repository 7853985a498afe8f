import { describe, expect, it } from 'vitest';
import type { Member, WorkspaceSummary } from '@core/api/workspaces.schema';
import type { Role } from '@core/workspaces/roles';
import { memberActions, workspaceActions } from './permissions';

const TEAM = '6a1f3c2e-8d4b-4f6a-9c1e-2b3d4e5f6a7b';
const ADA = '0c9e8d7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f';
const BOB = '1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a';

const workspace = (role: Role, personal = false): WorkspaceSummary => ({
  id: personal ? ADA : TEAM,
  name: personal ? 'Ada' : 'Team',
  role,
  personal,
  current: true,
});
const member = (role: Role, you = false, id = BOB): Member => ({
  id,
  email: 'bob@example.com',
  fullName: 'Bob',
  role,
  joinedAt: '2026-11-20T10:00:00.000Z',
  you,
});

describe('memberActions', () => {
  it('lets an owner give every role and remove anyone but themselves', () => {
    expect(memberActions(workspace('owner'), member('owner'))).toEqual({
      roles: ['owner', 'admin', 'editor', 'viewer'],
      remove: true,
    });
    expect(memberActions(workspace('owner'), member('owner', true, ADA)).remove).toBe(false);
  });

  it('lets an admin manage the roles below owner, and leaves owners alone', () => {
    expect(memberActions(workspace('admin'), member('editor'))).toEqual({
      roles: ['admin', 'editor', 'viewer'],
      remove: true,
    });
    expect(memberActions(workspace('admin'), member('owner'))).toEqual({
      roles: [],
      remove: false,
    });
  });

  it.each(['editor', 'viewer'] as const)(
    'shows an %s the members without a single action',
    (role) => {
      for (const other of ['owner', 'admin', 'editor', 'viewer'] as const) {
        expect(memberActions(workspace(role), member(other))).toEqual({ roles: [], remove: false });
      }
    },
  );

  it("keeps a personal workspace's own person its owner", () => {
    const own = member('owner', true, ADA);
    expect(memberActions(workspace('owner', true), own)).toEqual({ roles: [], remove: false });
  });
});

describe('workspaceActions', () => {
  it('lets only an owner rename, and delete a workspace that is not personal', () => {
    expect(workspaceActions(workspace('owner'))).toEqual({
      rename: true,
      manageMembers: true,
      readWholeAudit: true,
      changeSettings: true,
      leave: true,
      delete: true,
    });
    expect(workspaceActions(workspace('admin'))).toEqual({
      rename: false,
      manageMembers: true,
      readWholeAudit: true,
      changeSettings: true,
      leave: true,
      delete: false,
    });
    expect(workspaceActions(workspace('viewer')).manageMembers).toBe(false);
    expect(workspaceActions(workspace('editor')).changeSettings).toBe(false);
    expect(workspaceActions(workspace('editor')).readWholeAudit).toBe(false);
  });

  it('never offers to leave or delete the personal workspace', () => {
    expect(workspaceActions(workspace('owner', true))).toMatchObject({
      rename: true,
      leave: false,
      delete: false,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { can, mayAssign, PERMISSIONS, ROLES, rolesThatCan, type Permission } from './roles';

/** The table, written out: what each role may do. */
const EXPECTED: Record<Permission, string> = {
  read: 'owner admin editor viewer',
  'reports.export': 'owner admin editor viewer',
  'videos.write': 'owner admin editor',
  'templates.write': 'owner admin editor',
  'batches.write': 'owner admin editor',
  'batches.manageAny': 'owner admin',
  'batches.approve': 'owner admin',
  'channels.write': 'owner admin',
  'settings.write': 'owner admin',
  'webhooks.write': 'owner admin',
  'members.manage': 'owner admin',
  'audit.read': 'owner admin',
  'workspace.manage': 'owner',
};

describe('roles', () => {
  it('give each role what the table says, and nothing else', () => {
    for (const permission of PERMISSIONS) {
      expect(rolesThatCan(permission).join(' '), permission).toBe(EXPECTED[permission]);
    }
  });

  it('give each role all that the role below it has', () => {
    for (let i = 0; i + 1 < ROLES.length; i++) {
      const [higher, lower] = [ROLES[i]!, ROLES[i + 1]!];
      for (const permission of PERMISSIONS) {
        if (can(lower, permission))
          expect(can(higher, permission), `${higher} ${permission}`).toBe(true);
      }
    }
  });

  it('let only an owner make or unmake owners, and an admin manage the roles below', () => {
    expect(mayAssign('owner', 'owner')).toBe(true);
    expect(mayAssign('admin', 'owner')).toBe(false);
    expect(['admin', 'editor', 'viewer'].every((role) => mayAssign('admin', role as never))).toBe(
      true,
    );
    expect(ROLES.some((role) => mayAssign('editor', role) || mayAssign('viewer', role))).toBe(
      false,
    );
  });
});

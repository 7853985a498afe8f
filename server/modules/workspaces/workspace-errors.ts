import { AppError } from '@server/http/app-error';

/** docs/architecture.md §10: what the workspaces' rules refuse, and why, in one place. */
export const lastOwner = () =>
  new AppError(409, 'LAST_OWNER', 'A workspace keeps at least one owner: make another first.');
export const personalWorkspace = () =>
  new AppError(
    409,
    'PERSONAL_WORKSPACE',
    'A personal workspace stays its person’s: it cannot be left or deleted, nor its person demoted.',
  );
export const roleNotAssignable = () =>
  new AppError(403, 'ROLE_NOT_ASSIGNABLE', 'Only an owner makes or unmakes owners.');

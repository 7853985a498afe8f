import type { ErrorCode } from '@core/api/error-codes';

/** A failure the client caused or may act on: its message is shown, in the user's language by code. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** Shown as it is inside the translated message (a name, a template's text). */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** `what` goes as the detail too, for a client that acts on which thing is gone. */
export const notFound = (what = 'Resource') =>
  new AppError(404, 'NOT_FOUND', `${what} not found`, what);
/** docs/architecture.md §10: the person's role in the workspace does not have what the route needs. */
export const forbidden = () =>
  new AppError(403, 'FORBIDDEN', 'Your role in this workspace does not allow this.');
export const unauthenticated = () =>
  new AppError(401, 'UNAUTHENTICATED', 'You need to sign in to do this.');

import { AppError } from './app-error';

export const MB = 1024 * 1024;

/**
 * docs/security.md §6: request bodies are capped at 2 MB; a route that needs more sets its own, and
 * says why.
 */
export const DEFAULT_BODY_LIMIT = 2 * MB;

/** The 413 names the limit of the route that refused the body, not the default. */
export function bodyTooLarge(limit: number) {
  const megabytes = String(Math.round((limit / MB) * 10) / 10);
  return new AppError(
    413,
    'PAYLOAD_TOO_LARGE',
    `The request is too large: ${megabytes} MB at most for this route.`,
    megabytes,
  );
}

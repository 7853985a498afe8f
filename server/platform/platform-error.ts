import { googleCallSeconds } from '../metrics/process-metrics';

/**
 * The closed set the posting engine decides from (docs/platform.md §4). Every failure of a Google
 * call becomes exactly one of these; nothing outside server/platform/ looks at Google's errors.
 */
export type PlatformErrorKind =
  /** Try again later, with backoff: 5xx, backendError, rate limits, nothing sent. */
  | 'transient'
  /** The credential's daily quota is spent: wait for the reset at midnight Pacific. */
  | 'quota'
  /** The grant is dead (revoked, expired): the channel must be reconnected. */
  | 'reauth'
  /** Retrying cannot help: comments disabled, video gone, text too long, other 4xx. */
  | 'permanent'
  /** The request may have reached Google and no answer came: verify before any re-send. */
  | 'unknownOutcome';

export class PlatformError extends Error {
  constructor(
    readonly kind: PlatformErrorKind,
    readonly reason: string,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

const TRANSIENT_REASONS = new Set([
  'backendError',
  'internalError',
  'rateLimitExceeded',
  'userRateLimitExceeded',
  'tooManyRequests',
]);
const QUOTA_REASONS = new Set(['quotaExceeded', 'dailyLimitExceeded']);
/** Network failures that happen before a request leaves: safe to send again. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

interface GoogleErrorShape {
  status?: number;
  code?: string | number;
  message?: string;
  cause?: { code?: string };
  response?: {
    status?: number;
    data?: unknown;
  };
}

/**
 * Maps a failure of a Google call. `idempotent` calls (reads) may simply be repeated, so a lost
 * answer is transient for them; for an insert it is an unknown outcome.
 */
export function toPlatformError(error: unknown, options: { idempotent: boolean }): PlatformError {
  if (error instanceof PlatformError) return error;
  const e = (error ?? {}) as GoogleErrorShape;
  const response = e.response;
  if (!response) {
    const code = String(e.cause?.code ?? e.code ?? '');
    const message = e.message ?? 'The request to Google failed';
    if (NOT_SENT_CODES.has(code) || options.idempotent)
      return new PlatformError('transient', code || 'network', message);
    return new PlatformError('unknownOutcome', code || 'network', message);
  }

  const status = response.status ?? e.status ?? 0;
  const { reason, message } = readBody(response.data, e.message);
  if (reason === 'invalid_grant') return new PlatformError('reauth', reason, message, status);
  if (QUOTA_REASONS.has(reason)) return new PlatformError('quota', reason, message, status);
  if (status >= 500 || status === 429 || TRANSIENT_REASONS.has(reason)) {
    return new PlatformError('transient', reason || `http${status}`, message, status);
  }
  // The library already tried a refresh before a 401 reaches us (expiry_date is kept set).
  if (status === 401) return new PlatformError('reauth', reason || 'authError', message, status);
  return new PlatformError('permanent', reason || `http${status}`, message, status);
}

/**
 * The Google methods we call, by their API names: the label of their timings
 * (docs/operations.md §1), a closed set so that no id ever becomes a label.
 */
export type GoogleMethod =
  | 'oauth.token'
  | 'oauth.refresh'
  | 'oauth.revoke'
  | 'commentThreads.insert'
  | 'comments.insert'
  | 'commentThreads.list'
  | 'comments.list'
  | 'videos.list'
  | 'videos.batchGetStats'
  | 'channels.list'
  | 'search.list'
  | 'videoCategories.list'
  | 'playlistItems.list';

/** Runs one call to Google, timed by method and outcome, its failure mapped (`toPlatformError`). */
export async function guarded<T>(
  method: GoogleMethod,
  idempotent: boolean,
  run: () => Promise<T>,
): Promise<T> {
  const done = googleCallSeconds.startTimer({ method });
  try {
    const answer = await run();
    done({ outcome: 'ok' });
    return answer;
  } catch (error) {
    const mapped = toPlatformError(error, { idempotent });
    done({ outcome: mapped.kind });
    throw mapped;
  }
}

function readBody(data: unknown, fallback: string | undefined) {
  const body = (typeof data === 'string' ? safeJson(data) : data) as
    | {
        error?: string | { message?: string; errors?: { reason?: string; message?: string }[] };
        error_description?: string;
      }
    | undefined;
  if (typeof body?.error === 'string') {
    return { reason: body.error, message: body.error_description ?? body.error };
  }
  const first = body?.error?.errors?.[0];
  return {
    reason: first?.reason ?? '',
    message: body?.error?.message ?? first?.message ?? fallback ?? 'Google refused the request',
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

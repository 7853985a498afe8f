import { isErrorCode, type ErrorCode } from '@core/api/error-codes';

/** A non-success answer: `message` is the server's text, `code` lets us translate it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ErrorCode,
    /** A value shown as it is inside the translated message. */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** docs/product.md §7: a read may treat 401 as "nothing" instead of an error. */
  on401?: 'throw' | 'returnNull';
  signal?: AbortSignal;
}

/**
 * docs/product.md §7: cookies always sent; a JSON body only when there is one; a failure becomes
 * '{status}: {text}', or the JSON body's message when it has one.
 *
 * T is a type inferred from the contract schema in core/ (`import type` only: the server has
 * validated and serialized the answer with that schema, and zod stays out of the first load).
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, on401 = 'throw', signal } = options;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (response.status === 401 && on401 === 'returnNull') return null as T;
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

async function toApiError(response: Response) {
  const text = await response.text().catch(() => '');
  try {
    const data = JSON.parse(text) as { message?: unknown; code?: unknown; detail?: unknown };
    if (typeof data.message === 'string' && data.message) {
      return new ApiError(
        response.status,
        data.message,
        isErrorCode(data.code) ? data.code : undefined,
        typeof data.detail === 'string' ? data.detail : undefined,
      );
    }
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return new ApiError(response.status, `${response.status}: ${text || response.statusText}`);
}

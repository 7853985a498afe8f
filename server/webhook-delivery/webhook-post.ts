import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { DeliveryErrorCode } from '@core/api/webhooks.schema';
import { BlockedAddressError, resolveAllowed } from './address-guard';

export interface Answer {
  statusCode: number | null;
  errorCode: DeliveryErrorCode | null;
  error: string | null;
  durationMs: number;
}

/** A lookup that refuses any name resolving to a blocked address, at the moment of connecting. */
const guardedLookup =
  (allowPrivate: boolean): LookupFunction =>
  (hostname, options, callback) => {
    resolveAllowed(hostname, allowPrivate).then(
      (addresses) => {
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };

/**
 * `work`, or the signal's reason once it is aborted. A name's look-up cannot be cancelled (the
 * system resolver runs on its own thread): the attempt stops waiting for it all the same.
 */
function unlessAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    void work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * One POST: no redirect followed (a 3xx is an answer, not a success), `timeoutMs` for the whole
 * exchange (the look-up, connecting, the answer), the address checked before and at connecting
 * (no name may lead somewhere private). Cut for time, it is a `timeout`; stopped by `signal` (the
 * server stopping), a `network` failure.
 */
export async function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: { allowPrivate: boolean; timeoutMs: number; signal: AbortSignal },
): Promise<Answer> {
  const started = Date.now();
  const target = new URL(url);
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = AbortSignal.any([options.signal, deadline]);
  try {
    // An address written as an IP is never looked up: checked here.
    await unlessAborted(resolveAllowed(target.hostname, options.allowPrivate), signal);
    const statusCode = await new Promise<number>((resolve, reject) => {
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
      const req = send(
        target,
        {
          method: 'POST',
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
          lookup: guardedLookup(options.allowPrivate),
          signal,
        },
        (res) => {
          res.resume(); // the answer's body says nothing we keep
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    const ok = statusCode >= 200 && statusCode < 300;
    return {
      statusCode,
      errorCode: ok ? null : 'status',
      error: null,
      durationMs: Date.now() - started,
    };
  } catch (error) {
    const durationMs = Date.now() - started;
    if (error instanceof BlockedAddressError) {
      return { statusCode: null, errorCode: 'blocked', error: error.message, durationMs };
    }
    if (deadline.aborted && !options.signal.aborted) {
      const error = `no answer within ${options.timeoutMs / 1000} s`;
      return { statusCode: null, errorCode: 'timeout', error, durationMs };
    }
    const message = error instanceof Error ? error.message.slice(0, 300) : String(error);
    return { statusCode: null, errorCode: 'network', error: message, durationMs };
  }
}

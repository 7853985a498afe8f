import { LOOKUP_IDS_MAX } from '../api/limits';
import { IDS_PER_READ } from '../posting/quota-day';

/**
 * Requests for details the browser keeps in flight at once: six is as many as a browser opens to
 * one server over HTTP/1.1, so a seventh would only wait in the browser's own queue.
 */
export const LOOKUP_REQUESTS_AT_ONCE = 6;

/**
 * How an import's ids are split into requests for their details (docs/performance.md §6): every
 * request slot busy from the start, whole platform calls of 50 ids, at most `LOOKUP_IDS_MAX` a
 * request. Larger requests cost less of our server per id (a session read, a quota reservation
 * and an answer each); 1,000 links still go as five requests, so the progress bar moves.
 */
export function detailsRequests(ids: string[]): string[][] {
  const calls = Math.ceil(ids.length / IDS_PER_READ / LOOKUP_REQUESTS_AT_ONCE);
  const size = Math.min(LOOKUP_IDS_MAX, Math.max(1, calls) * IDS_PER_READ);
  return inPieces(ids, size);
}

/** `ids` in order, `size` at a time. */
export function inPieces(ids: string[], size: number) {
  const pieces: string[][] = [];
  for (let i = 0; i < ids.length; i += size) pieces.push(ids.slice(i, i + size));
  return pieces;
}

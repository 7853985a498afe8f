import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether `Authorization: Bearer <token>` carries the token. Compared in constant time, as
 * digests of equal length: neither the token's bytes nor its length leak through timing.
 */
export function bearerMatches(header: string | undefined, token: string) {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(token));
}

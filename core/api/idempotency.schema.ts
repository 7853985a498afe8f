import { z } from 'zod';

/** docs/api.md §4: the header a client names a write with, so that sending it again is safe. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX = 255;
/** How long the first answer to a key is given again. */
export const IDEMPOTENCY_KEPT_HOURS = 24;

/**
 * The headers of a write that takes an Idempotency-Key: every other header passes as it came
 * (Fastify keeps what the check gives back as the request's headers).
 */
export const idempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .min(1, 'An Idempotency-Key may not be empty.')
    .max(IDEMPOTENCY_KEY_MAX, `An Idempotency-Key has at most ${IDEMPOTENCY_KEY_MAX} characters.`)
    .optional()
    .describe(
      `Any text of up to ${IDEMPOTENCY_KEY_MAX} characters, new for each write (a UUID): sent again ` +
        `with the same body within ${IDEMPOTENCY_KEPT_HOURS} hours, the first answer is given ` +
        'again and nothing is done twice (docs/api.md §4).',
    ),
});

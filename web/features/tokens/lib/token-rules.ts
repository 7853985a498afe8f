import { z } from 'zod';
import { createTokenBodySchema } from '@core/api/tokens.schema';
import { dayStart, nextDate } from '@core/time/zone-days';
import type { FormMessages } from '@web/lib/form-issues';

/** The reader's time zone, as their browser has it. */
export const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A new token as the server checks it, its expiry a day on the form (it stops as that day ends
 * where the reader is) and none when left empty.
 */
export const tokenRules = z
  .object({ name: z.string(), scopes: z.array(z.string()), expiresOn: z.string() })
  .transform(({ name, scopes, expiresOn }) => ({
    name,
    scopes,
    ...(expiresOn && {
      expiresAt: new Date(dayStart(readerTimeZone(), nextDate(expiresOn))).toISOString(),
    }),
  }))
  .pipe(createTokenBodySchema);

export const TOKEN_MESSAGES: FormMessages = {
  scopes: { required: 'tokens.scopesNeeded', tooFew: 'tokens.scopesNeeded' },
};

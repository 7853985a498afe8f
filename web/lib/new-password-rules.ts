import { z } from 'zod';
import type { TKey } from '@core/i18n/keys';

const MISMATCH: TKey = 'auth.validation.passwordsDoNotMatch';

/**
 * A body with a new password, as a form asks for it: the body's own rules, and the password
 * typed a second time (`confirm`), which must match. The second typing is the form's alone.
 */
export function typedTwice<Shape extends z.ZodRawShape>(
  body: z.ZodObject<Shape>,
  field: keyof Shape & string,
) {
  return body.extend({ confirm: z.string().min(1) }).refine(
    (values) => {
      const typed = values as Record<string, unknown>;
      return typed[field] === typed.confirm;
    },
    {
      path: ['confirm'],
      message: MISMATCH,
    },
  );
}

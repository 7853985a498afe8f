import { z } from 'zod';
import { EMAIL_MAX } from './limits';

/** An email address as every form takes it: trimmed, checked, lower-cased. */
export const emailAddressSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX)
  .pipe(z.email())
  .transform((value) => value.toLowerCase());

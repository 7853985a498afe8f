import { z } from 'zod';
import { emailAddressSchema } from './email-address';
import { PASSWORD_MAX, PASSWORD_MIN } from './limits';
import { languageSchema } from './profile.schema';

/** The links the server emails: a forgotten password, an address to confirm. */

/** A token from an emailed link: base64url, as the server makes them. */
const token = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/);

export const forgotPasswordBodySchema = z.object({
  email: emailAddressSchema,
  /** The language of the page that asked: the email is written in it. */
  language: languageSchema.default('en'),
});
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/** The one answer to "forgot password", whether or not the address has an account. */
export const forgotPasswordAnswerSchema = z.object({ accepted: z.literal(true) });

export const resetPasswordBodySchema = z.object({
  token,
  password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const verifyEmailBodySchema = z.object({ token });

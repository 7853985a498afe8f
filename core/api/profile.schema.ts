import { z } from 'zod';
import { LANGUAGE_CODES } from '../languages';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from './limits';

export type { Language } from '../languages';
export const languageSchema = z.enum(LANGUAGE_CODES);

/** A token from an emailed link: base64url, as the server makes them. */
const token = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/);

export const forgotPasswordBodySchema = z.object({
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX)
    .pipe(z.email())
    .transform((value) => value.toLowerCase()),
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

export const changePasswordBodySchema = z.object({
  /** Required when the account has a password; a Google-only account sets its first one. */
  currentPassword: z.string().max(PASSWORD_MAX).optional(),
  newPassword: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const languageBodySchema = z.object({
  language: languageSchema,
  /** The browser's IANA zone (e.g. Asia/Shanghai); one the server does not know is ignored. */
  timeZone: z.string().max(64).optional(),
});

/** The account page: what the user can see of their own account. */
export const profileSchema = z.object({
  email: z.string(),
  emailVerified: z.boolean(),
  hasPassword: z.boolean(),
  language: languageSchema,
  /** The server can send email (SMTP configured): links, resets and notices work. */
  mailEnabled: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const sessionSchema = z.object({
  id: z.string(),
  /** The browser's User-Agent at sign-in (the page names the device from it), or null. */
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of the browser asking. */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.array(sessionSchema);
/** Signing out every other browser: how many sessions ended. */
export const signOutOthersAnswerSchema = z.object({ signedOut: z.number() });
/** A deleted account: how many of its channels were disconnected with it. */
export const deleteAccountAnswerSchema = z.object({ channelsRevoked: z.number() });

/** Deleting the account: the password when it has one (a fresh Google sign-in otherwise). */
export const deleteAccountBodySchema = z.object({
  password: z.string().max(PASSWORD_MAX).optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

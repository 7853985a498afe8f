import { z } from 'zod';
import { LANGUAGE_CODES } from '../languages';
import { PASSWORD_MAX, PASSWORD_MIN } from './limits';

export type { Language } from '../languages';
export const languageSchema = z.enum(LANGUAGE_CODES);

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

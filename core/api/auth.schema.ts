import { z } from 'zod';
import { languageSchema } from './profile.schema';
import { emailAddressSchema } from './email-address';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './limits';

export const loginBodySchema = z.object({
  email: emailAddressSchema,
  password: z.string().min(1).max(PASSWORD_MAX),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const registerBodySchema = z.object({
  email: emailAddressSchema,
  password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
  fullName: z
    .string()
    .trim()
    .max(NAME_MAX)
    .optional()
    .transform((value) => (value ? value : undefined)),
  /** The page's language: the confirmation email is written in it. */
  language: languageSchema.optional(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** Why registration refused a password: the `detail` of a WEAK_PASSWORD error. */
export const WEAK_PASSWORD_REASONS = [
  'common',
  'personal',
  'sequence',
  'keyboard',
  'repeat',
  'date',
  'short',
] as const;
export type WeakPasswordReason = (typeof WEAK_PASSWORD_REASONS)[number];

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  avatar: z.string().nullable(),
  /** The user proved they own the address (an emailed link, or Google): docs/security.md §8. */
  emailVerified: z.boolean(),
  /** The language the user last chose: their emails are written in it. */
  language: languageSchema,
  /** The browser's time zone as last seen: emails give times in it, the daily digest goes at 08:00. */
  timeZone: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const currentUserSchema = userSchema.nullable();

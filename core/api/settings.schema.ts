import { z } from 'zod';
import { DAILY_CAP, PACING_SECONDS } from './limits';

export const settingsSchema = z.object({
  /** The configured public address's host, or null: the page then shows the current hostname. */
  customDomain: z.string().nullable(),
  pacingSeconds: z.number().int(),
  dailyCapPerChannel: z.number().int(),
  pauseAll: z.boolean(),
  /** docs/visibility.md: a channel whose comments others do not see stops posting until resumed. */
  pauseHiddenChannels: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const updateSettingsBodySchema = z.object({
  pacingSeconds: z.number().int().min(PACING_SECONDS.min).max(PACING_SECONDS.max).optional(),
  dailyCapPerChannel: z.number().int().min(DAILY_CAP.min).max(DAILY_CAP.max).optional(),
  pauseAll: z.boolean().optional(),
  pauseHiddenChannels: z.boolean().optional(),
});
export type UpdateSettingsBody = z.infer<typeof updateSettingsBodySchema>;

/**
 * docs/visibility.md: the user's own YouTube API key for checks, stored on the server (sealed,
 * never returned). `none`: not given; `unchecked`: not used yet; `invalid`: Google refused it.
 */
export const CHECK_KEY_STATUSES = ['none', 'unchecked', 'valid', 'invalid'] as const;
export const checkKeySchema = z.object({
  status: z.enum(CHECK_KEY_STATUSES),
  /** Google's words when it refused the key. */
  problem: z.string().nullable(),
  updatedAt: z.iso.datetime().nullable(),
});
export type CheckKey = z.infer<typeof checkKeySchema>;

/** A Google API key: letters, digits, `-` and `_` (39 characters for Google's own). */
export const saveCheckKeyBodySchema = z.object({
  apiKey: z
    .string()
    .trim()
    .min(20)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/),
});

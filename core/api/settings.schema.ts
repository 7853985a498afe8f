import { z } from 'zod';
import { DAILY_CAP, PACING_SECONDS } from './limits';

export const settingsSchema = z.object({
  /** The configured public address's host, or null: the page then shows the current hostname. */
  customDomain: z.string().nullable(),
  pacingSeconds: z.number().int(),
  dailyCapPerChannel: z.number().int(),
  pauseAll: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const updateSettingsBodySchema = z.object({
  pacingSeconds: z.number().int().min(PACING_SECONDS.min).max(PACING_SECONDS.max).optional(),
  dailyCapPerChannel: z.number().int().min(DAILY_CAP.min).max(DAILY_CAP.max).optional(),
  pauseAll: z.boolean().optional(),
});
export type UpdateSettingsBody = z.infer<typeof updateSettingsBodySchema>;

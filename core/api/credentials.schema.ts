import { z } from 'zod';
import {
  CLIENT_ID_MAX,
  CLIENT_SECRET_MAX,
  NAME_MAX,
  QUOTA_SEARCHES_LIMIT,
  QUOTA_UNITS_LIMIT,
} from './limits';

const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** A daily limit of the credential's own: a whole number in range, or null for the server's. */
const ownLimit = (range: { min: number; max: number }) =>
  z.number().int().min(range.min).max(range.max).nullable();

/**
 * docs/platform.md §2: a credential whose Google Cloud project has a raised (or lowered) quota says
 * so; null, or left out on creation, is the server's default.
 */
export const quotaLimitsSchema = z.object({
  quotaDailyUnits: ownLimit(QUOTA_UNITS_LIMIT),
  quotaSearchCalls: ownLimit(QUOTA_SEARCHES_LIMIT),
});
export type QuotaLimits = z.infer<typeof quotaLimitsSchema>;

/** docs/product.md §7 POST /api/credentials. `youtubeApiKey` may be sent empty and is ignored. */
export const createCredentialBodySchema = z.object({
  name: requiredText(NAME_MAX),
  clientId: requiredText(CLIENT_ID_MAX),
  clientSecret: requiredText(CLIENT_SECRET_MAX),
  youtubeApiKey: z.string().max(CLIENT_SECRET_MAX).optional(),
  ...quotaLimitsSchema.partial().shape,
});
export type CreateCredentialBody = z.input<typeof createCredentialBodySchema>;

/** A credential as the API shows it: never its client secret. */
export const credentialSchema = z.object({
  id: z.string(),
  name: z.string(),
  clientId: z.string(),
  isDefault: z.boolean(),
  /** The user says its app is in Google's Testing status: its connections end after 7 days. */
  testing: z.boolean(),
  /** Its own daily limits (null: the server's), and the limits in force. */
  ...quotaLimitsSchema.shape,
  limits: z.object({ dailyUnits: z.number().int(), searchCalls: z.number().int() }),
  createdAt: z.iso.datetime(),
});
export type Credential = z.infer<typeof credentialSchema>;

/** PATCH /api/credentials/:id: what the user may change of a credential. */
export const updateCredentialBodySchema = z
  .object({ testing: z.boolean(), ...quotaLimitsSchema.shape })
  .partial();
export type UpdateCredentialBody = z.infer<typeof updateCredentialBodySchema>;

export const credentialListSchema = z.array(credentialSchema);

export const idParamsSchema = z.object({ id: z.uuid() });

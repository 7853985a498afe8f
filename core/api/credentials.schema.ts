import { z } from 'zod';
import { CLIENT_ID_MAX, CLIENT_SECRET_MAX, NAME_MAX } from './limits';

const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** docs/product.md §7 POST /api/credentials. `youtubeApiKey` may be sent empty and is ignored. */
export const createCredentialBodySchema = z.object({
  name: requiredText(NAME_MAX),
  clientId: requiredText(CLIENT_ID_MAX),
  clientSecret: requiredText(CLIENT_SECRET_MAX),
  youtubeApiKey: z.string().max(CLIENT_SECRET_MAX).optional(),
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
  createdAt: z.iso.datetime(),
});
export type Credential = z.infer<typeof credentialSchema>;

/** PATCH /api/credentials/:id: what the user may change of a credential. */
export const updateCredentialBodySchema = z.object({ testing: z.boolean() });

export const credentialListSchema = z.array(credentialSchema);

export const idParamsSchema = z.object({ id: z.uuid() });

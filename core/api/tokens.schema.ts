import { z } from 'zod';
import { TOKEN_SCOPES } from '../workspaces/scopes';
import { NAME_MAX } from './limits';

export type { TokenScope } from '../workspaces/scopes';

/** docs/api.md: how many tokens a person may hold in one workspace (revoked ones not counted). */
export const TOKENS_MAX = 20;
/** What every token starts with, so that a secret scanner (and a person) recognises one. */
export const TOKEN_PREFIX = 'mcm_';

export const createTokenBodySchema = z.object({
  name: z.string().trim().min(1).max(NAME_MAX),
  scopes: z
    .array(z.enum(TOKEN_SCOPES))
    .min(1)
    .max(TOKEN_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Name each scope once.'),
  /** When it stops working; none: until revoked. */
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});
export type CreateTokenBody = z.infer<typeof createTokenBodySchema>;

/** A token as the list shows it: never the token itself, which only its making returns. */
export const tokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Its first characters, to tell it apart. */
  prefix: z.string(),
  scopes: z.array(z.enum(TOKEN_SCOPES)),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
  lastUsedIp: z.string().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type ApiToken = z.infer<typeof tokenSchema>;

export const tokenListSchema = z.array(tokenSchema);

/** The answer to making a token: the only time `token` is ever shown. */
export const createdTokenSchema = tokenSchema.extend({ token: z.string() });
export type CreatedToken = z.infer<typeof createdTokenSchema>;

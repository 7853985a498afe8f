import { z } from 'zod';

/** SPEC §7 GET /api/auth/strategies: public, so only what a sign-in button needs. */
export const strategySchema = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
});
export type Strategy = z.infer<typeof strategySchema>;
export const strategyListSchema = z.array(strategySchema);

/** SPEC §3 debug response: what to register at Google, and whether sign-in is configured. */
export const authDebugSchema = z.object({
  callbackUrl: z.string(),
  googleClientId: z.string().nullable(),
});
export type AuthDebug = z.infer<typeof authDebugSchema>;

export const startGoogleQuerySchema = z.object({
  returnTo: z.string().max(2000).optional(),
});

export const callbackQuerySchema = z.object({
  state: z.string().max(200).optional(),
  code: z.string().max(4000).optional(),
  error: z.string().max(200).optional(),
});

/** Only a path on this site: an absolute or protocol-relative address would be an open redirect. */
export function safeReturnTo(value: string | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return undefined;
  }
  return value;
}

import { z } from 'zod';

/** docs/product.md §7 GET /api/auth/strategies: public, so only what a sign-in button needs. */
export const strategySchema = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
});
export type Strategy = z.infer<typeof strategySchema>;
export const strategyListSchema = z.array(strategySchema);

/**
 * docs/product.md §3 debug response: what to register at Google, and whether sign-in is configured.
 */
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

const THIS_SITE = 'http://this-site.invalid';

/**
 * A path on this site, as the browser will read it, or undefined. The check is made on the
 * normalised address, not the raw text: `/.//evil.example`, `/..//evil.example` and
 * `/%2e//evil.example` all normalise to `//evil.example`, which a browser follows off-site.
 * Backslashes (read as slashes), encoded slashes and control characters are refused outright.
 */
export function safeLocalPath(value: string | undefined): string | undefined {
  if (!value || value.length > 2000 || !value.startsWith('/')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]|%(2f|5c|00)/i.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, THIS_SITE);
  } catch {
    return undefined;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== THIS_SITE || !path.startsWith('/') || path.startsWith('//')) return undefined;
  return path;
}

/** Where to go after sign-in: only a path on this site (anything else would be an open redirect). */
export const safeReturnTo = safeLocalPath;

import { z } from 'zod';
import { ERROR_CODES, PAGE_CODES, SCRIPT_ONLY_CODES } from './error-codes';

export const errorBodySchema = z.object({
  code: z.enum([...ERROR_CODES, ...SCRIPT_ONLY_CODES, ...PAGE_CODES]),
  message: z.string(),
  /**
   * A value the translated message shows as it is (a name, a template's text); for NOT_FOUND,
   * what was not found ('Video', 'Template', ...).
   */
  detail: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  version: z.string(),
});

/** GET /api/health/live and /api/health/ready (docs/operations.md §2): the probes' answer. */
export const probeSchema = z.object({ status: z.literal('ok') });

export const contactLinkSchema = z.object({ name: z.string(), url: z.string() });

/** Public, non-secret settings the web needs before anyone signs in. */
export const appConfigSchema = z.object({
  version: z.string(),
  contacts: z.array(contactLinkSchema),
  /** The server can send email (docs/email.md): "Forgot password?" works. */
  mailEnabled: z.boolean(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

/** The longest webhook address kept (docs/security.md §9). */
export const WEBHOOK_URL_MAX = 2_000;

export type WebhookUrlProblem = 'invalid' | 'tooLong' | 'credentials';

/**
 * What is wrong with a webhook address as typed, before the server checks where it leads: not an
 * http(s) address, too long, or holding a user name or password (they would go with every
 * delivery and show on the page). The form says it in the reader's language; the server refuses
 * it by code. Free of zod: the form imports it.
 */
export function webhookUrlProblem(value: string): WebhookUrlProblem | null {
  const text = value.trim();
  if (text.length > WEBHOOK_URL_MAX) return 'tooLong';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'invalid';
  return url.username || url.password ? 'credentials' : null;
}

/**
 * The languages of the app, and so of its emails. Free of zod: the sign-in page imports it, and
 * a schema library there would cost its first visit 21 kB (e2e/bundle-budget.ts).
 */
export const LANGUAGE_CODES = ['en', 'zh-CN', 'zh-TW'] as const;
export type Language = (typeof LANGUAGE_CODES)[number];
export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGE_CODES as readonly unknown[]).includes(value);

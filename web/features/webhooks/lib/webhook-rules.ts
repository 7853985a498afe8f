import { createWebhookBodySchema } from '@core/api/webhooks.schema';
import type { TKey } from '@core/i18n/keys';
import type { FormMessages } from '@web/lib/form-issues';
import {
  WEBHOOK_URL_MAX,
  webhookUrlProblem,
  type WebhookUrlProblem,
} from '@core/webhooks/url-rules';

const URL_PROBLEM_TEXT = {
  invalid: 'errors.code.WEBHOOK_URL_INVALID',
  tooLong: 'errors.code.WEBHOOK_URL_TOO_LONG',
  credentials: 'errors.code.WEBHOOK_URL_CREDENTIALS',
} as const satisfies Record<WebhookUrlProblem, TKey>;

/**
 * A new webhook as the server checks it: the body's rules, then what the address itself gets
 * wrong (core/webhooks/url-rules.ts, the server's own check), said before anything is sent.
 * Where it leads (private, unresolved) only the server can tell.
 */
export const webhookRules = createWebhookBodySchema.superRefine(({ url }, context) => {
  const problem = webhookUrlProblem(url);
  if (problem) {
    context.addIssue({
      code: 'custom',
      path: ['url'],
      message: URL_PROBLEM_TEXT[problem],
      params: { detail: WEBHOOK_URL_MAX },
    });
  }
});

/**
 * An empty address says it is required, as every empty field does: "not a web address" beside
 * the example the empty field shows read as if the example were refused.
 */
export const WEBHOOK_MESSAGES: FormMessages = {
  events: { required: 'webhooks.form.eventsNeeded', tooFew: 'webhooks.form.eventsNeeded' },
};

import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerBodySchema } from '@core/api/auth.schema';
import { createCredentialBodySchema } from '@core/api/credentials.schema';
import { updateSettingsBodySchema } from '@core/api/settings.schema';
import { createWebhookBodySchema } from '@core/api/webhooks.schema';
import i18n from '../i18n/i18n';
import { checkValues } from './form-issues';

afterEach(() => i18n.changeLanguage('en'));

const errors = (schema: z.ZodType, values: unknown, messages?: Parameters<typeof checkValues>[3]) =>
  checkValues(i18n.t, schema, values, messages).errors;

describe("a core schema's issues, in the user's words", () => {
  it('says a field left empty is required, whatever rule it failed first', () => {
    expect(
      errors(createCredentialBodySchema, { name: ' ', clientId: '', clientSecret: 'x' }),
    ).toEqual({ name: 'Required', clientId: 'Required' });
    // An empty address fails the email format before anything else.
    expect(errors(registerBodySchema, { email: '', password: 'long enough' })).toEqual({
      email: 'Required',
    });
  });

  it("says a text's bounds with the schema's own limits, as the language writes numbers", () => {
    expect(errors(registerBodySchema, { email: 'a@b.co', password: 'short' })).toEqual({
      password: 'At least 8 characters.',
    });
    expect(
      errors(createCredentialBodySchema, {
        name: 'x'.repeat(101),
        clientId: 'a',
        clientSecret: 'b',
      }),
    ).toEqual({ name: 'At most 100 characters.' });
  });

  it("says a number's bounds, and that it must be whole", () => {
    const schema = updateSettingsBodySchema
      .required()
      .pick({ pacingSeconds: true, dailyCapPerChannel: true });
    expect(errors(schema, { pacingSeconds: 0, dailyCapPerChannel: 10_001 })).toEqual({
      pacingSeconds: 'At least 1.',
      dailyCapPerChannel: 'At most 10,000.',
    });
    expect(errors(schema, { pacingSeconds: 1.5, dailyCapPerChannel: '' })).toEqual({
      pacingSeconds: 'Enter a whole number.',
      dailyCapPerChannel: 'Required',
    });
  });

  it('says an address is not one, and a list needs a choice', () => {
    expect(
      errors(registerBodySchema, { email: 'not-an-address', password: 'long enough' }),
    ).toEqual({ email: 'Enter a valid email address.' });
    expect(errors(createWebhookBodySchema, { url: 'https://x.io', events: [] })).toEqual({
      events: 'Required',
    });
  });

  it('says it in the language the user chose', async () => {
    await i18n.changeLanguage('zh-TW');
    expect(errors(registerBodySchema, { email: 'not-an-address', password: 'short' })).toEqual({
      email: '請輸入有效的電子郵件地址。',
      password: '至少 8 個字元。',
    });
    await i18n.changeLanguage('zh-CN');
    expect(
      errors(createCredentialBodySchema, { name: '', clientId: 'a', clientSecret: 'b' }),
    ).toEqual({
      name: '必填',
    });
  });

  it("keeps a screen's own words for a rule, with the schema's limit in them", () => {
    expect(
      errors(
        registerBodySchema,
        { email: 'a@b.co', password: 'short' },
        { password: { tooShort: 'auth.validation.passwordTooShort' } },
      ),
    ).toEqual({ password: 'Password must be at least 8 characters' });
  });

  it("names a form's own rule by its catalogue key, with its values", () => {
    const schema = z.object({ name: z.string() }).refine(() => false, {
      path: ['name'],
      message: 'categories.exists',
      params: { name: 'Tech' },
    });
    expect(errors(schema, { name: 'tech' })).toEqual({
      name: 'A category with the name "Tech" already exists.',
    });
  });

  it("never shows a schema's own English message", () => {
    const schema = z.object({ content: z.string().min(1, 'Template content cannot be empty') });
    const custom = z
      .object({ x: z.string() })
      .refine(() => false, { path: ['x'], message: 'Bad x' });
    expect(errors(schema, { content: 5 })).toEqual({ content: 'This value is not valid.' });
    expect(errors(custom, { x: 'y' })).toEqual({ x: 'This value is not valid.' });
  });

  it("shows one issue a field: empty first, then the form's own rule, then the body's bounds", () => {
    const schema = z
      .object({ url: z.string().min(1).max(4000) })
      .superRefine(({ url }, context) => {
        if (url.length > 2000 || !url) {
          context.addIssue({
            code: 'custom',
            path: ['url'],
            message: 'errors.code.WEBHOOK_URL_TOO_LONG',
            params: { detail: 2000 },
          });
        }
      });
    expect(errors(schema, { url: 'x'.repeat(4001) })).toEqual({
      url: 'This address is too long: at most 2,000 characters.',
    });
    expect(errors(schema, { url: '' })).toEqual({ url: 'Required' });
  });

  it('answers the parsed values when nothing is wrong: trimmed and lower-cased, as the server reads them', () => {
    expect(
      checkValues(i18n.t, registerBodySchema, {
        email: ' A@B.co ',
        password: 'long enough',
        fullName: '',
      }),
    ).toEqual({ data: { email: 'a@b.co', password: 'long enough', fullName: undefined } });
  });
});

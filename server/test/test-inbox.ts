import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startMailCatcher, type MailCatcher } from '@emulator/mail-catcher';

/**
 * A real SMTP server for a test file (docs/email.md), emptied before each test. Its address goes
 * into `env.SMTP_URL` before the test app starts: call it before useTestApp with the same `env`.
 * `options.login`: a server that wants STARTTLS and that login (see startMailCatcher).
 */
export function useTestInbox(
  env: Record<string, string>,
  options: Parameters<typeof startMailCatcher>[0] = {},
) {
  let current: MailCatcher | undefined;
  beforeAll(async () => {
    current = await startMailCatcher(options);
    env.SMTP_URL = current.smtpUrl;
  });
  afterAll(() => current?.close());
  beforeEach(() => current?.clear());
  return new Proxy({} as MailCatcher, {
    get: (_, key) => Reflect.get(current!, key) as unknown,
  });
}

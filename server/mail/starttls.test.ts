import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../emulator/mail-catcher';
import { json } from '../test/scenario';
import { useTestApp } from '../test/use-test-app';

// docs/email.md: SMTP_URL as a mail provider's submission port wants it, smtp://user:pass@host:587,
// upgraded with STARTTLS before the login. The test server's certificate is smtp-server's own
// self-signed one, hence tls.rejectUnauthorized=false; requireTLS refuses a server without TLS.
const LOGIN = { user: 'mailer', pass: 'app-password' };
const env: Record<string, string> = { MAIL_RETRY_BASE_MS: '100' };
let inbox: MailCatcher;
beforeAll(async () => {
  inbox = await startMailCatcher({ login: LOGIN });
  env.SMTP_URL = `smtp://${LOGIN.user}:${LOGIN.pass}@127.0.0.1:${inbox.smtpPort}?requireTLS=true&tls.rejectUnauthorized=false`;
});
afterAll(() => inbox.close());
const t = useTestApp({ env });

describe('email through a server that wants STARTTLS and a login', () => {
  it('upgrades the connection, logs in and delivers', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: json,
      payload: JSON.stringify({ email: 'tls@example.com', password: 'correct horse battery' }),
    });
    expect(response.statusCode).toBe(201);
    const mail = await inbox.waitFor('tls@example.com');
    expect(mail).toMatchObject({ secure: true, user: LOGIN.user });
    expect(mail.subject).toMatch(/Confirm your email address/);
  });
});

import { describe, expect, it } from 'vitest';
import { register } from '../test/scenario';
import { useTestInbox } from '../test/test-inbox';
import { useTestApp } from '../test/use-test-app';

// docs/email.md: SMTP_URL as a mail provider's submission port wants it, smtp://user:pass@host:587,
// upgraded with STARTTLS before the login (the inbox's address carries requireTLS, and accepts
// smtp-server's own self-signed certificate).
const LOGIN = { user: 'mailer', pass: 'app-password' };
const env: Record<string, string> = { MAIL_RETRY_BASE_MS: '100' };
const inbox = useTestInbox(env, { login: LOGIN });
const t = useTestApp({ env });

describe('email through a server that wants STARTTLS and a login', () => {
  it('upgrades the connection, logs in and delivers', async () => {
    const { email } = await register(t, 'tls');
    const mail = await inbox.waitFor(email);
    expect(mail).toMatchObject({ secure: true, user: LOGIN.user });
    expect(mail.subject).toMatch(/Confirm your email address/);
  });
});

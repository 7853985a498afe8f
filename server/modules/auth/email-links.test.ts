import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionCookie } from '@server/test/test-app';
import { PASSWORD, useMailTestApp } from './auth.test-helpers';

// docs/security.md §8 through a real SMTP server on TCP: what each email says, and each link.
const { t, inbox, post, send, signUp, login } = useMailTestApp();

/** The link in an email, and its token. */
function linkIn(text: string, page: string) {
  const url = new RegExp(`https://comments\\.example\\.com/${page}\\?token=([A-Za-z0-9_-]+)`).exec(
    text,
  );
  if (!url) throw new Error(`no ${page} link in: ${text}`);
  return { url: url[0], token: url[1]! };
}

describe('confirming the address', () => {
  it('emails a link after registration that confirms it once; the account works meanwhile', async () => {
    const { email, cookie } = await signUp();
    const mail = await inbox.waitFor(email);
    expect(mail.subject).toBe('Confirm your email address for Multi-Comment Manager');
    expect(mail.text).toContain('the link works once, for 24 hours');
    expect(mail.html).toContain('Confirm my email address');
    const { token } = linkIn(mail.text, 'verify-email');

    const before = await send('GET', '/api/auth/current-user', cookie);
    expect(before.json()).toMatchObject({ email, emailVerified: false });
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(204);
    const after = await send('GET', '/api/auth/current-user', cookie);
    expect(after.json()).toMatchObject({ emailVerified: true });

    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('TOKEN_USED');
    const resend = await post('/api/account/verify-email', {}, cookie);
    expect(resend.json().code).toBe('ALREADY_VERIFIED');
  });

  it('writes the email in the language the user registered in', async () => {
    const { email } = await signUp('zh-TW');
    const mail = await inbox.waitFor(email);
    expect(mail.subject).toBe('確認您在 Multi-Comment Manager 的電子郵件地址');
    expect(mail.text).toContain('24 小時內有效');
    // Its link opens the page in the email's language (docs/email.md §3).
    const { url } = linkIn(mail.text, 'verify-email');
    expect(mail.text).toContain(`${url}&lang=zh-TW`);
    expect(mail.html).toContain(`href="${url}&amp;lang=zh-TW"`);
  });

  it('refuses a link that was never sent', async () => {
    const response = await post('/api/auth/verify-email', { token: 'x'.repeat(43) });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('TOKEN_INVALID');
  });
});

describe('forgot and reset password', () => {
  it('answers a known and an unknown address alike, and emails only the known one', async () => {
    const { email } = await signUp();
    await inbox.waitFor(email); // the confirmation
    const known = await post('/api/auth/forgot-password', { email });
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody@example.com' });
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(202);
      expect(response.body).toBe('{"accepted":true}');
    }
    const mail = await inbox.waitFor(email, { since: inbox.mails.at(-1)!.id });
    expect(mail.subject).toBe('Reset your Multi-Comment Manager password');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.mails.some((m) => m.to.includes('nobody@example.com'))).toBe(false);
  });

  it('answers before it looks the address up: the answer cannot tell accounts apart by time', async () => {
    const { email } = await signUp();
    // While another transaction holds the users table, a lookup would wait for it.
    const client = await t.pool.connect();
    try {
      await client.query('begin');
      await client.query('lock table users in access exclusive mode');
      for (const address of [email, 'nobody@example.com']) {
        const response = await post('/api/auth/forgot-password', { email: address });
        expect(response.statusCode).toBe(202);
      }
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('resets end to end: the link once, every session signed out, a "changed" email', async () => {
    const { email, cookie } = await signUp();
    const other = sessionCookie(await login(email, PASSWORD));
    await post('/api/auth/forgot-password', { email, language: 'zh-CN' });
    const mail = await inbox.waitFor(email, { since: (await inbox.waitFor(email)).id });
    expect(mail.subject).toBe('重置您的 Multi-Comment Manager 密码');
    const { url, token } = linkIn(mail.text, 'reset-password');
    // In the language of the page that asked, as the email is.
    expect(mail.text).toContain(`${url}&lang=zh-CN`);

    // Its page asks first whether it works: it does, and asking spends nothing.
    const check = () => post('/api/auth/reset-password/check', { token });
    expect((await check()).statusCode).toBe(204);
    expect((await check()).statusCode).toBe(204);
    // A weak password is refused and the link still works.
    const weak = await post('/api/auth/reset-password', { token, password: 'password1' });
    expect(weak.json().code).toBe('WEAK_PASSWORD');
    const NEW = 'violet lantern orbit';
    expect((await post('/api/auth/reset-password', { token, password: NEW })).statusCode).toBe(204);
    for (const session of [cookie, other]) {
      expect((await send('GET', '/api/auth/current-user', session)).json()).toBeNull();
    }
    expect((await login(email, PASSWORD)).statusCode).toBe(401);
    expect((await login(email, NEW)).statusCode).toBe(200);
    const changed = await inbox.waitFor(email, { since: mail.id });
    expect(changed.subject).toBe('Your Multi-Comment Manager password was changed');
    // Written in the account's language, as is the way to a new reset it gives.
    expect(changed.text).toContain('https://comments.example.com/forgot-password?lang=en ');

    const twice = await post('/api/auth/reset-password', { token, password: 'another long one' });
    expect(twice.statusCode).toBe(410);
    expect(twice.json().code).toBe('TOKEN_USED');
    // Opened again, its page says so before a password is typed.
    expect((await check()).json().code).toBe('TOKEN_USED');
    expect((await login(email, NEW)).statusCode).toBe(200);
  });

  // docs/security.md §8: the link proves the address as a confirmation does; and it replaces the
  // password, so whoever registered someone else's address is shut out as the address is proved.
  it('resets an address never confirmed, proves it, and shuts out whoever registered it', async () => {
    const { email, cookie: registrant } = await signUp();
    const confirmation = await inbox.waitFor(email);
    expect((await login(email, PASSWORD)).json().emailVerified).toBe(false);

    await post('/api/auth/forgot-password', { email });
    const mail = await inbox.waitFor(email, { since: confirmation.id });
    const { token } = linkIn(mail.text, 'reset-password');
    const NEW = 'violet lantern orbit';
    expect((await post('/api/auth/reset-password', { token, password: NEW })).statusCode).toBe(204);

    expect((await send('GET', '/api/auth/current-user', registrant)).json()).toBeNull();
    expect((await login(email, PASSWORD)).statusCode).toBe(401);
    expect((await login(email, NEW)).json()).toMatchObject({ email, emailVerified: true });
  });

  it('refuses a link past its hour', async () => {
    const { email } = await signUp();
    const first = await inbox.waitFor(email);
    await post('/api/auth/forgot-password', { email });
    const { token } = linkIn(
      (await inbox.waitFor(email, { since: first.id })).text,
      'reset-password',
    );
    await t.db.execute(
      sql`update account_tokens set expires_at = now() - interval '1 second' where purpose = 'resetPassword'`,
    );
    const response = await post('/api/auth/reset-password', {
      token,
      password: 'violet lantern orbit',
    });
    expect(response.statusCode).toBe(410);
    expect(response.json().code).toBe('TOKEN_EXPIRED');
    const check = await post('/api/auth/reset-password/check', { token });
    expect(check.json().code).toBe('TOKEN_EXPIRED');
    const unknown = await post('/api/auth/reset-password/check', { token: 'x'.repeat(43) });
    expect(unknown.json().code).toBe('TOKEN_INVALID');
  });

  it('limits the emails to one address, whoever asks and whether or not it has an account', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) {
      codes.push(
        (await post('/api/auth/forgot-password', { email: 'limit@example.com' })).statusCode,
      );
    }
    expect(codes).toEqual([202, 202, 202, 429]);
  });
});

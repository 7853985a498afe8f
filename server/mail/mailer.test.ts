import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '@emulator/mail-catcher';
import { json } from '../test/api-request';
import { useTestApp } from '../test/use-test-app';

// docs/email.md: emails wait in the outbox until the SMTP server takes them; nothing is lost
// while it refuses or is down. Retries start 100 ms apart here (60 s by default).
const env: Record<string, string> = { MAIL_RETRY_BASE_MS: '100' };
let inbox: MailCatcher;
beforeAll(async () => {
  inbox = await startMailCatcher();
  env.SMTP_URL = inbox.smtpUrl;
});
afterAll(() => inbox.close());
const t = useTestApp({ env });

let n = 0;
async function register() {
  const email = `mail-${++n}@example.com`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: json,
    payload: JSON.stringify({ email, password: 'correct horse battery' }),
  });
  expect(response.statusCode).toBe(201);
  return email;
}
const outbox = async (to: string) =>
  (
    await t.db.execute<{
      status: string;
      attempts: number;
      lastError: string | null;
      contentSealed: string | null;
    }>(sql`select status, attempts, last_error as "lastError", content_sealed as "contentSealed"
             from mail_outbox where to_address = ${to}`)
  ).rows;

describe('the mail outbox', () => {
  it('keeps the content sealed while it waits, and forgets it once sent', async () => {
    // Two refusals: it waits 100 ms, then 200 ms, with the refusal on record meanwhile.
    inbox.refuseNext(2);
    const email = await register();
    // Between a refusal and the next try: looked at often enough to see it.
    await expect
      .poll(async () => (await outbox(email))[0]?.lastError, { interval: 10 })
      .toMatch(/451/);
    const [waiting] = await outbox(email);
    expect(waiting!.contentSealed).not.toContain('verify-email');
    const mail = await inbox.waitFor(email);
    expect(mail.text).toContain('/verify-email?token=');
    await expect.poll(async () => (await outbox(email))[0]?.status).toBe('sent');
    const [sent] = await outbox(email);
    expect(sent).toMatchObject({ attempts: 3, contentSealed: null });
  });

  it('retries a server that refuses, and sends each email once it takes them', async () => {
    inbox.refuseNext(3);
    const email = await register();
    const mail = await inbox.waitFor(email);
    expect(mail.subject).toMatch(/Confirm your email address/);
    expect(inbox.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
    await expect.poll(async () => (await outbox(email))[0]).toMatchObject({ attempts: 4 });
  });

  it('waits for a server that is down, and sends once it is back on its address', async () => {
    const { smtpPort } = inbox;
    await inbox.close();
    const email = await register();
    await expect
      .poll(async () => (await outbox(email))[0]?.attempts, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    expect((await outbox(email))[0]).toMatchObject({ status: 'queued' });
    expect((await outbox(email))[0]!.lastError).toMatch(/ECONNREFUSED/);
    inbox = await startMailCatcher({ port: smtpPort });
    const mail = await inbox.waitFor(email, { timeoutMs: 20_000 });
    expect(mail.subject).toMatch(/Confirm your email address/);
    await expect.poll(async () => (await outbox(email))[0]?.status).toBe('sent');
  });
});

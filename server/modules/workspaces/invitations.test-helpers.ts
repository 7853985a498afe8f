import { expect } from 'vitest';
import type { MailCatcher } from '@emulator/mail-catcher';

const INVITATION_LINK = /\/invitation\?token=([A-Za-z0-9_-]+)/;

/** The token of the last invitation emailed to `email`, waited for. */
export async function invitationToken(inbox: MailCatcher, email: string) {
  const invitations = () =>
    inbox.mails.filter((mail) => mail.to.includes(email) && INVITATION_LINK.test(mail.text));
  await expect.poll(() => invitations().length).toBeGreaterThan(0);
  const mail = invitations().at(-1)!;
  return { mail, token: INVITATION_LINK.exec(mail.text)![1]! };
}

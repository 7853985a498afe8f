import type { Language } from '@core/languages';
import type { Role } from '@core/workspaces/roles';
import { tFor, type ServerT } from '../i18n/catalogue';

/** What every email of one kind says; `link` is the button, once, under the paragraphs. */
export interface MailContent {
  subject: string;
  paragraphs: string[];
  link?: { label: string; url: string };
  /** The last line, small: why the reader got this email. */
  footer: string;
  /** Under the footer: the one-click way to stop emails of this kind. */
  unsubscribe?: { label: string; url: string };
}

interface Vars {
  verifyEmail: { url: string; hours: number };
  resetPassword: { url: string; minutes: number };
  passwordChanged: { at: string; resetUrl: string };
  accountDeleted: { at: string; channels: number };
  invitation: { url: string; days: number; workspace: string; inviter: string; role: Role };
}
export type MailKind = keyof Vars;

/**
 * docs/email.md: what each email says, its words from the catalogue (`mail.*` in
 * core/i18n/locales), in the reader's language.
 */
const TEXTS: { [K in MailKind]: (vars: Vars[K], t: ServerT) => MailContent } = {
  verifyEmail: ({ url, hours }, t) => ({
    subject: t('mail.verifyEmail.subject'),
    paragraphs: [t('mail.verifyEmail.created'), t('mail.verifyEmail.expiry', { hours })],
    link: { label: t('mail.verifyEmail.button'), url },
    footer: t('mail.verifyEmail.footer'),
  }),
  resetPassword: ({ url, minutes }, t) => ({
    subject: t('mail.resetPassword.subject'),
    paragraphs: [t('mail.resetPassword.asked'), t('mail.resetPassword.expiry', { minutes })],
    link: { label: t('mail.resetPassword.button'), url },
    footer: t('mail.resetPassword.footer'),
  }),
  passwordChanged: ({ at, resetUrl }, t) => ({
    subject: t('mail.passwordChanged.subject'),
    paragraphs: [
      t('mail.passwordChanged.changed', { at }),
      t('mail.passwordChanged.notYou', { resetUrl }),
    ],
    footer: t('mail.passwordChanged.footer'),
  }),
  accountDeleted: ({ at, channels }, t) => ({
    subject: t('mail.accountDeleted.subject'),
    paragraphs: [
      t('mail.accountDeleted.deleted', { at }),
      // The count as these emails have always written it: digits alone.
      t('mail.accountDeleted.revoked', { count: channels, channels: String(channels) }),
      t('mail.accountDeleted.kept'),
    ],
    footer: t('mail.accountDeleted.footer'),
  }),
  invitation: ({ url, days, workspace, inviter, role }, t) => ({
    subject: t('mail.invitation.subject', { inviter, workspace }),
    paragraphs: [
      t('mail.invitation.invited', { inviter, workspace, role: t(`mail.invitation.role.${role}`) }),
      t('mail.invitation.expiry', { days }),
    ],
    link: { label: t('mail.invitation.button'), url },
    footer: t('mail.invitation.footer'),
  }),
};

export function mailContent<K extends MailKind>(
  kind: K,
  language: Language,
  vars: Vars[K],
): MailContent {
  return (TEXTS[kind] as (vars: Vars[K], t: ServerT) => MailContent)(vars, tFor(language));
}

export type MailVars<K extends MailKind> = Vars[K];

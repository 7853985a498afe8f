import { hash } from '@node-rs/argon2';
import type { ResetPasswordBody } from '@core/api/email-links.schema';
import {
  RESET_LINK_MINUTES,
  RESETS_PER_ADDRESS_PER_HOUR,
  VERIFY_LINK_HOURS,
} from '@core/api/limits';
import { isLanguage, type Language } from '@core/languages';
import { withLinkLanguage } from '@core/i18n/link-language';
import { formatDateTime } from '@core/format/date-time';
import { linkBase, type Config } from '@server/config';
import type { Db } from '@server/db/database';
import type { Tx } from '@server/db/transaction';
import { AppError } from '@server/http/app-error';
import type { Mailer } from '@server/mail/mailer';
import type { MailVars } from '@server/mail/mail-texts';
import { countAttempt } from '@server/security/rate-limit-store';
import * as users from './auth.repository';
import { hashToken, newToken, refuseWeakPassword } from './auth.service';
import * as tokens from './email-tokens.repository';

/** What a service that emails a person needs. */
export interface MailDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'host' | 'port'>;
}

const languageOf = (user: { language: string }): Language =>
  isLanguage(user.language) ? user.language : 'en';

export function requireMail(mailer: Mailer) {
  if (!mailer.enabled) {
    throw new AppError(
      503,
      'MAIL_NOT_CONFIGURED',
      'This server sends no email (SMTP_URL is not set). Ask whoever runs it to set it up.',
    );
  }
}

/** Each link: the page it opens, how long it works, and what its email says of it. */
const LINKS: {
  [P in tokens.TokenPurpose]: { page: string; validMs: number; vars: (url: string) => MailVars<P> };
} = {
  verifyEmail: {
    page: 'verify-email',
    validMs: VERIFY_LINK_HOURS * 3_600_000,
    vars: (url) => ({ url, hours: VERIFY_LINK_HOURS }),
  },
  resetPassword: {
    page: 'reset-password',
    validMs: RESET_LINK_MINUTES * 60_000,
    vars: (url) => ({ url, minutes: RESET_LINK_MINUTES }),
  },
};

/**
 * Emails the person a single-use link: its token (only the hash is stored) and its email are
 * written in one transaction, so a link is never mailed that was not kept, nor kept unmailed.
 */
async function emailLink<P extends tokens.TokenPurpose>(
  deps: MailDeps,
  user: { id: string; email: string },
  purpose: P,
  language: Language,
) {
  const { page, validMs, vars } = LINKS[purpose];
  await deps.db.transaction(async (tx) => {
    const token = newToken();
    await tokens.insertToken(tx, {
      userId: user.id,
      purpose,
      tokenHash: hashToken(token),
      email: user.email,
      expiresAt: new Date(Date.now() + validMs),
    });
    // In the email's language: its page speaks it in a browser that never chose one.
    const url = withLinkLanguage(`${linkBase(deps.config)}/${page}?token=${token}`, language);
    await deps.mailer.queue(tx, {
      userId: user.id,
      to: user.email,
      kind: purpose,
      language,
      vars: vars(url),
    });
  });
  deps.mailer.wake();
}

/** Asks the user to confirm their address: after registration, and again on request. */
export async function sendVerification(deps: MailDeps, userId: string) {
  requireMail(deps.mailer);
  const user = await users.findUserById(deps.db, userId);
  if (!user) return;
  if (user.emailVerifiedAt) {
    throw new AppError(409, 'ALREADY_VERIFIED', 'This email address is already confirmed.');
  }
  await emailLink(deps, user, 'verifyEmail', languageOf(user));
}

/** Why a link does not work: used already, past its time, or never issued. */
async function refuseToken(
  db: Db,
  purpose: tokens.TokenPurpose,
  tokenHash: string,
): Promise<never> {
  const found = await tokens.findToken(db, purpose, tokenHash);
  if (found?.usedAt) throw new AppError(410, 'TOKEN_USED', 'This link was already used.');
  if (found) throw new AppError(410, 'TOKEN_EXPIRED', 'This link has expired.');
  throw new AppError(400, 'TOKEN_INVALID', 'This link is not valid.');
}

export async function verifyEmail(deps: MailDeps, token: string) {
  const tokenHash = hashToken(token);
  const used = await tokens.consumeToken(deps.db, 'verifyEmail', tokenHash);
  if (!used) return refuseToken(deps.db, 'verifyEmail', tokenHash);
  // The link proves the address it went to: not a new one the account has since.
  await users.markEmailProven(deps.db, used.userId, used.email);
}

/**
 * "Forgot password": runs after the answer is sent (routes), so whether the address has an
 * account changes neither the answer nor its time. The limit per address counts every address
 * asked for, known or not.
 */
export async function forgotPassword(deps: MailDeps, email: string, language: Language) {
  const user = await users.findUserByEmail(deps.db, email);
  if (!user) return;
  await emailLink(deps, user, 'resetPassword', language);
}

/** Before answering: the same for every address (a 429 tells nothing about accounts). */
export async function limitResetsFor(db: Db, email: string) {
  const { current, ttl } = await countAttempt(db, `reset-password|${email}`, 3_600_000);
  if (current > RESETS_PER_ADDRESS_PER_HOUR) {
    throw new AppError(
      429,
      'RATE_LIMITED',
      `Too many attempts. Try again in ${Math.ceil(ttl / 1000)} seconds.`,
    );
  }
}

/**
 * Writes the new password, ends every session but `keep`, and tells the owner by email: after a
 * reset from an emailed link, and after a change on the account page.
 */
export async function replacePassword(
  deps: MailDeps,
  user: users.UserRow,
  password: string,
  keep: string | null,
  extra?: (tx: Tx) => Promise<void>,
) {
  const passwordHash = await hash(password);
  await deps.db.transaction(async (tx) => {
    await extra?.(tx);
    await users.setPassword(tx, user.id, passwordHash);
    await users.deleteSessionsOf(tx, user.id, keep);
    await tokens.retireTokens(tx, user.id, 'resetPassword');
    if (deps.mailer.enabled) {
      const language = languageOf(user);
      await deps.mailer.queue(tx, {
        userId: user.id,
        to: user.email,
        kind: 'passwordChanged',
        language,
        vars: {
          at: `${formatDateTime(new Date().toISOString(), language, 'UTC')} UTC`,
          resetUrl: withLinkLanguage(`${linkBase(deps.config)}/forgot-password`, language),
        },
      });
    }
  });
  deps.mailer.wake();
}

/**
 * Whether a reset link still works, asked when its page opens: a link used or expired says so
 * at once, before a new password is typed. Spends nothing.
 */
export async function checkResetLink(deps: Pick<MailDeps, 'db'>, token: string) {
  const tokenHash = hashToken(token);
  const found = await tokens.findToken(deps.db, 'resetPassword', tokenHash);
  if (!found || found.usedAt || found.expiresAt.getTime() <= Date.now()) {
    await refuseToken(deps.db, 'resetPassword', tokenHash);
  }
}

/**
 * Sets the new password from an emailed link: every session ends (whoever had the old password
 * is signed out), and the link is spent in the same transaction.
 */
export async function resetPassword(deps: MailDeps, body: ResetPasswordBody) {
  const tokenHash = hashToken(body.token);
  const found = await tokens.findToken(deps.db, 'resetPassword', tokenHash);
  const user = found && (await users.findUserById(deps.db, found.userId));
  if (!found || !user || found.usedAt || found.expiresAt.getTime() <= Date.now()) {
    return refuseToken(deps.db, 'resetPassword', tokenHash);
  }
  // A weak password leaves the link usable: the user tries another.
  await refuseWeakPassword(body.password, user);
  await replacePassword(deps, user, body.password, null, async (tx) => {
    const used = await tokens.consumeToken(tx, 'resetPassword', tokenHash);
    if (!used) await refuseToken(deps.db, 'resetPassword', tokenHash);
    // The email reached its owner: the address is proved.
    await users.markEmailProven(tx, user.id, used!.email);
  });
}

import { hash, verify } from '@node-rs/argon2';
import { createHash, randomBytes } from 'node:crypto';
import { isLanguage } from '@core/languages';
import type { LoginBody, User } from '@core/api/auth.schema';
import type { Db } from '@server/db/database';
import { AppError } from '@server/http/app-error';
import * as repo from './auth.repository';
import { passwordWeakness } from './password-strength';
import { recordPersonAudit } from '@server/activity/audit.repository';

/** Verified against when the email is unknown, so both failures take the same time. */
const DUMMY_HASH = await hash('not-a-real-password');

export function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

export function toUserDto(
  row: Pick<
    repo.UserRow,
    'id' | 'email' | 'fullName' | 'avatar' | 'emailVerifiedAt' | 'language' | 'timeZone'
  >,
): User {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    avatar: row.avatar,
    emailVerified: row.emailVerifiedAt !== null,
    language: isLanguage(row.language) ? row.language : 'en',
    timeZone: row.timeZone,
  };
}

/** A random token for a cookie or an emailed link: 256 bits, base64url. */
export const newToken = () => randomBytes(32).toString('base64url');

export async function startSession(
  db: Db,
  userId: string,
  sessionDays: number,
  userAgent: string | null = null,
) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + sessionDays * 86_400_000);
  await repo.insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    userAgent: userAgent?.slice(0, 400) ?? null,
  });
  return { token, expiresAt };
}

/** Refuses a password that is easy to guess (every new password: registration, reset, change). */
export async function refuseWeakPassword(
  password: string,
  user: { email: string; fullName?: string | null | undefined },
) {
  const weakness = await passwordWeakness(password, {
    email: user.email,
    fullName: user.fullName ?? undefined,
  });
  if (weakness) {
    throw new AppError(
      400,
      'WEAK_PASSWORD',
      'This password is too easy to guess. Choose a longer one, such as a few unrelated words.',
      weakness,
    );
  }
}

export async function register(
  db: Db,
  input: {
    email: string;
    password: string;
    fullName?: string | undefined;
    language?: string | undefined;
  },
) {
  // Only new passwords: existing accounts keep signing in with the password they have.
  await refuseWeakPassword(input.password, input);
  const passwordHash = await hash(input.password);
  const row = await repo.insertUser(db, {
    email: input.email,
    passwordHash,
    fullName: input.fullName ?? null,
    language: input.language ?? 'en',
  });
  if (!row) {
    throw new AppError(409, 'EMAIL_TAKEN', 'An account with this email already exists.');
  }
  return toUserDto(row);
}

/** No person's id: the members of no workspace. */
const NO_ONE = '00000000-0000-0000-0000-000000000000';

export async function checkCredentials(db: Db, input: LoginBody, ip: string | null = null) {
  const row = await repo.findUserByEmail(db, input.email);
  const valid = await verify(row?.passwordHash ?? DUMMY_HASH, input.password);
  // A member's failed sign-in goes into their workspaces' audit logs (docs/architecture.md §10).
  // An unknown address makes the same statement, which writes nothing: a failure takes as long
  // either way, so the time of the answer does not tell which addresses have accounts.
  if (!valid) {
    const who = row ?? { id: NO_ONE, email: input.email };
    await recordPersonAudit(db, who.id, { id: who.id, email: who.email, ip }, 'auth.signInFailed');
  }
  // One message for both cases: the answer must not tell which emails have accounts.
  if (!row?.passwordHash || !valid) {
    throw new AppError(401, 'INVALID_CREDENTIALS', 'Wrong email or password.');
  }
  return toUserDto(row);
}

/** "Sign in with Google" for an email whose account nobody proved to own (see below). */
export class EmailNotProvenError extends Error {
  constructor() {
    super('An account with this email exists, but nobody proved to Google that they own it.');
    this.name = 'EmailNotProvenError';
  }
}

/**
 * "Sign in with Google" (the email verified by Google): a new user from the Google profile, with
 * no password; or the user with that email, only if they proved it to Google before (signed up
 * this way, or connected a channel of this Google account while signed in). Never an account
 * made with a password and someone's address: whoever registered it may not own the address,
 * and would keep the password to the channels the owner connects (an account takeover).
 */
export async function findOrCreateGoogleUser(
  db: Db,
  profile: { email: string; name?: string | undefined; picture?: string | undefined },
) {
  const email = profile.email.trim().toLowerCase();
  const fullName = profile.name?.trim() || null;
  const avatar = profile.picture?.trim() || null;
  const created = await repo.insertUser(db, {
    email,
    passwordHash: null,
    fullName,
    avatar,
    emailVerifiedAt: new Date(),
  });
  if (created) return toUserDto(created);
  const existing = await repo.findUserByEmail(db, email);
  if (!existing?.emailVerifiedAt) throw new EmailNotProvenError();
  return toUserDto(await repo.fillUserProfile(db, email, { fullName, avatar }));
}

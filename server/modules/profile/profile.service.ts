import { verify } from '@node-rs/argon2';
import type { ChangePasswordBody } from '@core/api/profile.schema';
import { AppError } from '@server/http/app-error';
import * as users from '../auth/auth.repository';
import { refuseWeakPassword } from '../auth/auth.service';
import { replacePassword, type MailDeps } from '../auth/email-links.service';

/** From the account page: the current password first (none yet for a Google-only account). */
export async function changePassword(
  deps: MailDeps,
  userId: string,
  sessionId: string | null,
  body: ChangePasswordBody,
) {
  const user = await users.findUserById(deps.db, userId);
  if (!user) throw new AppError(404, 'NOT_FOUND', 'Not found.');
  if (user.passwordHash) {
    const valid = await verify(user.passwordHash, body.currentPassword ?? '');
    if (!valid) throw new AppError(400, 'WRONG_PASSWORD', 'The current password is not right.');
  }
  await refuseWeakPassword(body.newPassword, user);
  await replacePassword(deps, user, body.newPassword, sessionId);
}

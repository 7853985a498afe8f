import type { Db } from '../db/database';
import type { Config } from '../config';
import { AppError } from '../http/app-error';
import { register } from '../modules/auth/auth.service';
import { findUserByEmail } from '../modules/auth/auth.repository';
import { createCredential } from '../modules/credentials/credentials.service';
import type { SecretBox } from '../security/secret-box';
import { findCheckKey, saveCheckKey } from '../visibility/visibility.repository';

/** What `npm run demo` signs you in with, and the Google credential it adds for you. */
export const DEMO_LOGIN = { email: 'demo@example.com', password: 'demo-plum-lantern' };
/** A second demo person, to invite into a workspace and sign in as in another browser. */
export const DEMO_TEAMMATE = { email: 'sam@example.com', password: 'demo-teal-harbor' };
export const DEMO_CREDENTIAL = {
  name: 'Demo credential',
  clientId: 'demo-project.apps.googleusercontent.com',
  clientSecret: 'demo-project-secret',
};
/** The demo's YouTube API key for visibility checks (the emulator takes any key). */
export const DEMO_CHECK_KEY = 'AIzaDemoKeyForVisibilityChecks000000000';
/** The server-level credential of the demo ("Sign in with Google" on /auth). */
export const DEMO_SERVER_CREDENTIAL = {
  clientId: 'demo-server.apps.googleusercontent.com',
  clientSecret: 'demo-server-secret',
};

const alreadyThere = (code: string) => (error: unknown) => {
  if (error instanceof AppError && error.code === code) return undefined;
  throw error;
};

/**
 * The demo user, their credential and their key for checks, and a teammate to invite, through
 * the same services a person uses. Idempotent.
 */
export async function seedDemo(deps: { db: Db; secrets: SecretBox; config: Config }) {
  await register(deps.db, { ...DEMO_LOGIN, fullName: 'Demo User' }).catch(
    alreadyThere('EMAIL_TAKEN'),
  );
  await register(deps.db, { ...DEMO_TEAMMATE, fullName: 'Sam Teammate' }).catch(
    alreadyThere('EMAIL_TAKEN'),
  );
  const user = await findUserByEmail(deps.db, DEMO_LOGIN.email);
  await createCredential(
    { ...deps, posting: deps.config.posting },
    user!.id,
    DEMO_CREDENTIAL,
  ).catch(alreadyThere('CREDENTIAL_EXISTS'));
  if (!(await findCheckKey(deps.db, user!.id)))
    await saveCheckKey(deps.db, user!.id, deps.secrets.seal(DEMO_CHECK_KEY));
}

import { AppError } from '../http/app-error';
import { PlatformError } from '../platform/platform-error';
import type { ChannelSession } from '../platform/platform.types';
import { withChannel, type ChannelDeps } from './channel-access';
import { listUsableGrants, type ChannelGrant } from './channel-access.repository';

/**
 * Reads YouTube for the workspace: through a connected channel's grant (its credential pays the
 * quota), trying the next channel when one's grant is dead, else with the server's API key.
 * Video details and finding videos both read this way (docs/platform.md §1).
 */
export async function readYouTube<T>(
  deps: ChannelDeps,
  workspaceId: string,
  withSession: (session: ChannelSession, grant: ChannelGrant) => Promise<T>,
  withKey: (apiKey: string) => Promise<T>,
): Promise<T> {
  try {
    for (const grant of await listUsableGrants(deps.db, workspaceId)) {
      try {
        return await withChannel(deps, grant, (session) => withSession(session, grant));
      } catch (error) {
        // A dead grant: that channel is now marked "reconnect needed"; try the next one.
        if (!(error instanceof PlatformError && error.kind === 'reauth')) throw error;
      }
    }
    if (deps.google.apiKey) return await withKey(deps.google.apiKey);
  } catch (error) {
    throw toHttpError(error);
  }
  throw noPlatformAccess();
}

export const noPlatformAccess = () =>
  new AppError(
    409,
    'NO_PLATFORM_ACCESS',
    'Connect a YouTube channel on the Channels page first: video details are read through it.',
  );

function toHttpError(error: unknown) {
  if (!(error instanceof PlatformError)) return error;
  if (error.kind === 'quota') {
    return new AppError(503, 'PLATFORM_QUOTA', `Google quota exhausted: ${error.message}`);
  }
  if (error.kind === 'permanent') {
    return new AppError(400, 'BAD_REQUEST', `Google refused the request: ${error.message}`);
  }
  return new AppError(503, 'PLATFORM_UNAVAILABLE', `Google did not answer: ${error.message}`);
}

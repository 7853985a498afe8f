import { execFile } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/** The `postgres` system user, if there is one yet. */
export async function postgresUser() {
  const passwd = await readFile('/etc/passwd', 'utf8').catch(() => '');
  const line = passwd.split('\n').find((l) => l.startsWith('postgres:'));
  if (!line) return undefined;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * As root, PostgreSQL runs as the `postgres` system user (it refuses root), so that user must be
 * able to pass through every folder down to its data and its programs. The first folder on the
 * way that it cannot enter, or undefined when every path is reachable.
 */
export async function folderClosedToPostgres(paths: string[]) {
  const user = await postgresUser();
  for (const target of paths) {
    const parts = path.resolve(target).split(path.sep).filter(Boolean);
    for (let i = 0; i <= parts.length; i++) {
      const folder = `/${parts.slice(0, i).join('/')}`;
      const info = await stat(folder).catch(() => undefined);
      if (!info?.isDirectory()) break; // not made yet: it will be made reachable
      const mode = info.mode;
      const enters =
        (mode & 0o001) !== 0 ||
        (user !== undefined && info.uid === user.uid && (mode & 0o100) !== 0) ||
        (user !== undefined && info.gid === user.gid && (mode & 0o010) !== 0);
      if (!enters) return folder;
    }
  }
  return undefined;
}

/**
 * As root, the `postgres` system user PostgreSQL runs as, made now if missing (as the package
 * would make it later), so that what we prepare for it can be given to it.
 */
export async function ensurePostgresUser() {
  const existing = await postgresUser();
  if (existing) return existing;
  const run = promisify(execFile);
  await run('groupadd', ['postgres']).catch(() => {}); // the group may exist alone
  await run('useradd', ['-g', 'postgres', 'postgres']);
  return postgresUser();
}

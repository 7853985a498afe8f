import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = path.resolve(__dirname, '..');
const HAN = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/u;

/** The server's own code: every .ts file but the tests. */
function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the server’s code', () => {
  it('holds no Chinese text: what a person reads is in the catalogue (core/i18n/locales)', () => {
    const files = codeFiles(SERVER);
    expect(files.length).toBeGreaterThan(100);
    const written = files
      .filter((file) => HAN.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SERVER, file));
    expect(written).toEqual([]);
  });
});

/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isServerKey } from '@core/i18n/keys';
import en from '@core/i18n/locales/en.json';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The keys the web's code names, including those tsc cannot see (`labelKey`, `pageKey`). */
function usedKeys() {
  const used = new Set<string>();
  for (const file of sourceFiles(path.resolve(__dirname, '..'))) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/\bt\(\s*'([^']+)'/g)) used.add(match[1]!);
    for (const match of source.matchAll(/labelKey: '([^']+)'/g)) used.add(match[1]!);
    for (const match of source.matchAll(/pageKey="([^"]+)"/g)) {
      used.add(`pages.${match[1]}.title`).add(`pages.${match[1]}.description`);
    }
  }
  return [...used];
}

describe('the keys the web asks for', () => {
  const used = usedKeys();

  it('all have words in the catalogue', () => {
    expect(used.length).toBeGreaterThan(50);
    // A plural is asked for by its base key (`t('x', { count })`) and stored as x_one, x_other.
    const known = (key: string) => key in en || `${key}_other` in en;
    expect(used.filter((key) => !known(key))).toEqual([]);
  });

  it('are none of the server’s, whose words the web never loads', () => {
    expect(used.filter(isServerKey)).toEqual([]);
  });
});

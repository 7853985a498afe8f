/// <reference types="node" />
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_CODES, SCRIPT_ONLY_CODES } from '@core/api/error-codes';
import { isServerKey } from '@core/i18n/keys';
import en from '@core/i18n/locales/en.json';
import { partOf } from './word-parts';

const WEB = path.resolve(__dirname, '..');
/** The words of codes the web never meets (error-codes.ts), named only by error-text.ts's pattern. */
const scriptOnly = (key: string) =>
  [...SCRIPT_ONLY_CODES, ...PAGE_CODES].some(
    (code) => key === `errors.code.${code}` || key.startsWith(`errors.code.${code}.`),
  );
/** What a signed-out first visit runs: the entry, the shell, and the sign-in page. */
const FIRST_VISIT_ENTRIES = ['main.tsx', 'app/routes/auth.tsx'];
/** Loaded with the rest of the words (router.tsx's `withWords`): not part of a first visit. */
const LOADED_WITH_ALL_WORDS = /^app\/(router\.tsx|layouts\/main-layout\.tsx|routes\/(?!auth\.tsx))/;

/** A relative import, or one by the web's alias (`@web/…`); other packages are not followed. */
function resolveImport(from: string, spec: string) {
  const base = spec.startsWith('@web/')
    ? path.join(WEB, spec.slice('@web/'.length))
    : path.resolve(path.dirname(from), spec);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find(existsSync);
}

/** The files a first visit loads, following static imports and the lazy ones its pages hold. */
function firstVisitFiles() {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const inRouter = file.endsWith(path.join('app', 'router.tsx'));
    const specs = [
      ...source.matchAll(
        /^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+'((?:\.|@web\/)[^']+)'/gm,
      ),
      ...source.matchAll(/^\s*import\s+'((?:\.|@web\/)[^']+)'/gm),
      // A lazy component of a first-visit file loads on the first visit too (the router's
      // pages excepted: those but the sign-in page wait for every word).
      ...(inRouter
        ? []
        : source.matchAll(/(?<!withAllWords\(\(\) =>\s*)import\(\s*'((?:\.|@web\/)[^']+)'\s*\)/g)),
    ].map((match) => match[1]!);
    for (const spec of specs) {
      const target = resolveImport(file, spec);
      if (target && !LOADED_WITH_ALL_WORDS.test(path.relative(WEB, target))) visit(target);
    }
  };
  for (const entry of FIRST_VISIT_ENTRIES) visit(path.join(WEB, entry));
  visit(path.join(WEB, 'app/layouts/bare-layout.tsx'));
  return [...seen];
}

/** The keys of en.json a file names, whole ('auth.login.title') or by their start (`errors.${code}`). */
function keysNamedIn(source: string) {
  const keys = Object.keys(en);
  const named = new Set<string>();
  for (const [, text] of source.matchAll(
    /['`]([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+\.?)(?:\$\{|['`])/g,
  )) {
    const whole = text!;
    for (const key of keys) {
      if (
        key === whole ||
        key.startsWith(`${whole}_`) ||
        (whole.endsWith('.') && key.startsWith(whole))
      )
        named.add(key);
    }
  }
  return named;
}

describe('the words of a first visit', () => {
  it('hold every key the sign-in page and its shell name (word-parts.ts)', () => {
    const files = firstVisitFiles();
    expect(files.map((file) => path.relative(WEB, file))).toContain(
      'features/auth/components/login-form.tsx',
    );
    const missing = files.flatMap((file) =>
      [...keysNamedIn(readFileSync(file, 'utf8'))]
        .filter((key) => partOf(key) !== 'first' && !scriptOnly(key))
        .map((key) => `${path.relative(WEB, file)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('leave most words to the pages that show them', () => {
    const first = Object.keys(en).filter((key) => partOf(key) === 'first');
    expect(first.length).toBeLessThan(Object.keys(en).length / 3);
  });

  it('keep the server’s words (emails, chat lines) out of every part the web loads', () => {
    const keys = Object.keys(en);
    const server = keys.filter(isServerKey);
    expect(server.length).toBeGreaterThan(0);
    expect(keys.filter((key) => (partOf(key) === 'server') !== isServerKey(key))).toEqual([]);
  });
});

/** Every source file of the web, tests aside. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('the words that load later', () => {
  it('are named only by the page of their section (its route and its feature)', () => {
    const strays = sourceFiles(WEB).flatMap((file) => {
      const where = path.relative(WEB, file);
      return [...keysNamedIn(readFileSync(file, 'utf8'))]
        .filter((key) => partOf(key) === 'later' && !scriptOnly(key))
        .filter((key) => {
          const section = key.split('.')[0]!;
          return where !== `app/routes/${section}.tsx` && !where.startsWith(`features/${section}/`);
        })
        .map((key) => `${where}: ${key}`);
    });
    expect(strays).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const base = new URL('../tsconfig.base.json', import.meta.url);
const { compilerOptions } = JSON.parse(readFileSync(base, 'utf8')) as {
  compilerOptions: { paths: Record<string, [string]> };
};

/**
 * The aliases of tsconfig.base.json (`@core/*` → `./core/*`, ...) as Vite and Vitest take them:
 * one list, which tsc, tsx, ESLint and dependency-cruiser read from the same file.
 */
export const pathAliases = Object.entries(compilerOptions.paths).map(([name, [target]]) => ({
  find: name.replace('*', ''),
  replacement: fileURLToPath(new URL(target.replace('*', ''), base)),
}));

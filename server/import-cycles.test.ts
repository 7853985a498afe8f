import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]/g;

/** The app's own files: tests and their helpers sit above everything and are left out. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** A folder, or a file of `server/` itself (app.ts, config.ts: each its own place). */
function place(file: string) {
  const relative = path.relative(root, file);
  const folder = path.dirname(relative);
  return folder === 'server' ? relative.replace(/\.ts$/, '') : folder;
}

function folderImports() {
  const edges = new Map<string, Set<string>>();
  for (const file of [
    ...sourceFiles(path.join(root, 'server')),
    ...sourceFiles(path.join(root, 'core')),
  ]) {
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const from = place(file);
      const to = place(path.resolve(path.dirname(file), spec!));
      if (from !== to) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}

describe('imports between folders', () => {
  it('go one way: no folder imports one that imports it back', () => {
    const edges = folderImports();
    const mutual = [...edges].flatMap(([from, tos]) =>
      [...tos]
        .filter((to) => from < to && edges.get(to)?.has(from))
        .map((to) => `${from} <-> ${to}`),
    );
    expect(mutual).toEqual([]);
  });

  it('keep core free of the server', () => {
    const edges = folderImports();
    const outOfCore = [...edges].flatMap(([from, tos]) =>
      from.startsWith('core') ? [...tos].filter((to) => !to.startsWith('core')) : [],
    );
    expect(outOfCore).toEqual([]);
  });
});

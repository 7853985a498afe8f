import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter((file) => /\.(ts|tsx|mjs|cjs|md)$/.test(file) && existsSync(file));

describe('the documents the code cites', () => {
  // A comment that sends a reader to a document that is not there sends them nowhere.
  it('all exist', () => {
    const missing = tracked.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bdocs\/([a-z-]+\.md)/g)]
        .map((match) => `docs/${match[1]}`)
        .filter((cited) => !existsSync(cited))
        .map((cited) => `${file} cites ${cited}`),
    );
    expect(missing).toEqual([]);
  });
});

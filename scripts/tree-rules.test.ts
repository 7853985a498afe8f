import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter((file) => /\.(ts|tsx|mjs|cjs|md)$/.test(file) && existsSync(file));

/** Code a person reads and changes: not tests, journeys or generated migrations. */
const sources = tracked.filter(
  (file) => !/\.md$|\.(test|spec)\.tsx?$|^server\/db\/migrations\//.test(file),
);

/** STYLE.md: a file past about 300 lines holds more than one thing; split it by what it does. */
const MOST_LINES = 300;

describe('the tree', () => {
  // A comment that sends a reader to a document that is not there sends them nowhere.
  it('cites only documents that exist', () => {
    const missing = tracked.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bdocs\/([a-z-]+\.md)/g)]
        .map((match) => `docs/${match[1]}`)
        .filter((cited) => !existsSync(cited))
        .map((cited) => `${file} cites ${cited}`),
    );
    expect(missing).toEqual([]);
  });

  it(`has no source file over ${MOST_LINES} lines`, () => {
    const long = sources
      .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MOST_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});

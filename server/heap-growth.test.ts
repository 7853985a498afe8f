import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { HEAP_GROWTH_FLAG } from './heap-growth';

describe("the server's heap growth limit", () => {
  // Set at run time, a flag V8 does not know (mistyped, or dropped by a newer V8) is ignored
  // without a word; node refuses it on its command line, naming it ("bad option").
  it('is set with a flag the V8 of this Node knows', async () => {
    const run = promisify(execFile)(process.execPath, [HEAP_GROWTH_FLAG, '-e', '']);
    await expect(run).resolves.toMatchObject({ stderr: '' });
  });
});

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = async (mode: 'limit' | 'default') => {
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--import',
    'tsx',
    'server/test/heap-growth-run.ts',
    mode,
  ]);
  return (JSON.parse(stdout) as { mostMb: number }).mostMb;
};

describe("the server's heap growth", () => {
  // V8 ignores a flag it does not know without a word: this holds the one the server sets to
  // taking effect. Each process keeps the same 30 MB while garbage passes through its old
  // generation; left to itself V8 let it reach about 158 MB, limited 96 MB.
  it('lets garbage that outlived the young collections pile up to less than V8 would', async () => {
    const unlimited = await run('default');
    const limited = await run('limit');
    expect(limited).toBeLessThan(unlimited * 0.8);
  }, 30_000);
});

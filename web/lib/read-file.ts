import { CSV_MAX_BYTES } from '@core/api/limits';

export class FileProblem extends Error {
  constructor(readonly problem: 'type' | 'size' | 'read') {
    super(`file ${problem}`);
    this.name = 'FileProblem';
  }
}

/** Reads a chosen file as text after checking its name's ending and its size (5 MB at most). */
export async function readTextFile(
  file: File,
  endings: readonly string[],
  maxBytes = CSV_MAX_BYTES,
) {
  const name = file.name.toLowerCase();
  if (!endings.some((ending) => name.endsWith(ending))) throw new FileProblem('type');
  if (file.size > maxBytes) throw new FileProblem('size');
  try {
    return await file.text();
  } catch {
    throw new FileProblem('read');
  }
}

/**
 * docs/product.md §5 "auto newline on paste": the pasted text goes on lines of its own, so pasting
 * one link (or comment) after another never glues two together. Returns the new text and where the
 * caret goes.
 */
export function insertPasted(
  value: string,
  selection: { start: number; end: number },
  pasted: string,
  autoNewline: boolean,
): { value: string; caret: number } {
  const before = value.slice(0, selection.start);
  const after = value.slice(selection.end);
  let insert = pasted;
  if (autoNewline) {
    if (before && !before.endsWith('\n') && !insert.startsWith('\n')) insert = `\n${insert}`;
    if (!insert.endsWith('\n') && !after.startsWith('\n')) insert = `${insert}\n`;
  }
  return { value: before + insert + after, caret: before.length + insert.length };
}

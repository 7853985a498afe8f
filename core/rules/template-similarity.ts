/** Lower case, every run of white space one space, no space at either end. */
export function normalizeTemplate(text: string): string {
  return text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * docs/product.md §5: two templates are similar when they are equal after normalising, or when
 * their lengths are within 20% of each other and over 90% of positions hold the same character.
 * Positions are counted against the longer text, so a long text is never "similar" to its short
 * prefix.
 */
export function areSimilar(a: string, b: string): boolean {
  return similarNormalized(normalizeTemplate(a), normalizeTemplate(b));
}

function similarNormalized(x: string, y: string): boolean {
  if (x === y) return true;
  const longer = Math.max(x.length, y.length);
  if (longer === 0 || Math.abs(x.length - y.length) > longer * 0.2) return false;
  const shorter = Math.min(x.length, y.length);
  // Enough mismatches to fail: stop counting there.
  const allowed = longer * 0.1;
  let mismatches = longer - shorter;
  for (let i = 0; i < shorter && mismatches < allowed; i++) {
    if (x.charCodeAt(i) !== y.charCodeAt(i)) mismatches += 1;
  }
  return mismatches < allowed;
}

/** The first existing template similar to `content`, if any. */
export function findSimilar<T extends { content: string }>(
  content: string,
  existing: readonly T[],
): T | undefined {
  const wanted = normalizeTemplate(content);
  return existing.find((template) =>
    similarNormalized(wanted, normalizeTemplate(template.content)),
  );
}

/**
 * docs/product.md §2: the avatar fallback is two letters: the first letters of the first two
 * words of the full name ("Demo User" → "DU"), or the first two of a one-word name ("王小明" →
 * "王小"); without a name, the first two of the email.
 */
export function initials(user: { fullName?: string | null; email: string }): string {
  const words = (user.fullName?.trim() || user.email).split(/\s+/);
  const letters =
    words.length > 1
      ? words.slice(0, 2).map((word) => Array.from(word)[0])
      : Array.from(words[0]!).slice(0, 2);
  return letters.join('').toUpperCase();
}

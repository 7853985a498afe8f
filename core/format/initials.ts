/**
 * docs/product.md §2: the avatar fallback is the first 2 letters of fullName, or of the email
 * without one.
 */
export function initials(user: { fullName?: string | null; email: string }): string {
  const source = user.fullName?.trim() || user.email;
  return Array.from(source).slice(0, 2).join('').toUpperCase();
}

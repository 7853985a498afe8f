/**
 * A full-page navigation to a server route (the OAuth start addresses answer with a redirect to
 * Google, which the single-page router cannot follow).
 */
export function navigateAway(path: string) {
  window.location.assign(path);
}

/** The server route that starts a connection through a credential (docs/product.md §7). */
export const credentialSignInPath = (credentialId: string) =>
  `/api/auth/google/credential/${encodeURIComponent(credentialId)}`;

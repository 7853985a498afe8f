/** docs/product.md §4: a video or template is NEW for 24 hours after it was added. */
export const NEW_WINDOW_MS = 24 * 60 * 60 * 1000;

export function isNew(createdAt: string | Date, now: Date = new Date()): boolean {
  const age = now.getTime() - new Date(createdAt).getTime();
  return age >= 0 && age < NEW_WINDOW_MS;
}

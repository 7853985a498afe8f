/**
 * A chunk of the app's code could not be downloaded. After a deploy the old chunks are gone, so
 * an open tab that asks for one learns this way that the app was updated.
 */
export class CodeLoadError extends Error {
  constructor(cause: unknown) {
    super('The app code could not be downloaded', { cause });
    this.name = 'CodeLoadError';
  }
}

/** Wraps a dynamic import so that its failure says what it is. */
export const loadCode = <T>(load: () => Promise<T>) =>
  load().catch((error: unknown) => {
    throw new CodeLoadError(error);
  });

import { cleanNotifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18nReady, loadAllWords } from '../i18n/i18n';
import { loadLaterWords } from '../i18n/later-words';

// findBy… and waitFor give up after 1 s by default: beside the timed tests on a busy CI machine
// a Mantine screen took longer to appear (the find form's quota, once). A guard, not a measure.
configure({ asyncUtilTimeout: 5_000 });

afterEach(cleanup);
// Toasts live in a store of their own, shared by the files of a worker.
afterEach(() => cleanNotifications());
// A test's stand-ins (fetch, location) end with it.
afterEach(() => vi.unstubAllGlobals());
// What the app remembers in this browser (tabs, forms) ends with the test too.
afterEach(() => window.localStorage.clear());
// The words load as a chunk of their own, as in the browser: tests start once they are in.
await i18nReady;
await loadAllWords();
await loadLaterWords();

// jsdom lacks the layout APIs Mantine reads; these answer as a desktop browser would.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.HTMLElement.prototype.scrollIntoView = () => {};
// Autosizing textareas listen for web fonts arriving; jsdom loads none.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });

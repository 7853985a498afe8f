import { use } from 'react';
import { needPart } from './i18n';

let loaded = false;
let loading: Promise<void> | undefined;

/** The words no first screen reads (word-parts.ts's LATER), a part of their own, loaded once. */
export const loadLaterWords = () =>
  (loading ??= needPart('later', {
    en: () => import('@core/i18n/locales/en.json?words=later'),
    'zh-CN': () => import('@core/i18n/locales/zh-CN.json?words=later'),
    'zh-TW': () => import('@core/i18n/locales/zh-TW.json?words=later'),
  }).then(() => {
    loaded = true;
  }));

/** Once they are in there is nothing to wait for: `use` would suspend once on a new promise. */
export const laterWordsIn = () => loaded;

/**
 * For a component that shows those words: it suspends (its Suspense's fallback shows) until they
 * are in. Not a top-level await in its module, which made the bundler split the first screens'
 * chunks anew (the sign-in page's JavaScript went from 150 kB to 167).
 */
export const useLaterWords = () => {
  if (!loaded) use(loadLaterWords());
};

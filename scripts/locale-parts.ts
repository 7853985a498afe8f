import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { partOf } from '../web/i18n/word-parts.ts';

const PART = /^(.+\.json)\?words=(first|rest|later)$/;

/**
 * `import('./locales/en.json?words=first')`: the keys of one part of a language's words
 * (web/i18n/word-parts.ts), each part a chunk of its own. The locale files stay whole, as
 * translators and locales.test.ts read them.
 */
export function localeParts(): Plugin {
  return {
    name: 'mcm-locale-parts',
    enforce: 'pre',
    async load(id) {
      const match = PART.exec(id);
      if (!match) return null;
      const [, file, part] = match;
      this.addWatchFile(file!);
      const words = JSON.parse(await readFile(file!, 'utf8')) as Record<string, string>;
      const picked = Object.entries(words).filter(([key]) => partOf(key) === part);
      return `export default ${JSON.stringify(Object.fromEntries(picked))};`;
    },
  };
}

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localeParts } from './scripts/locale-parts.ts';
import { pathAliases } from './scripts/path-aliases.ts';
import { precompress } from './scripts/precompress.ts';

export default defineConfig({
  root: 'web',
  plugins: [react(), localeParts(), precompress()],
  resolve: { alias: pathAliases },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // Budgeted in gzip instead (docs/performance.md §4: the first visit's JS, compressed); raw size
    // says little.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // The entry names every other chunk by its file name, and the hash in each name is what
        // compresses least: 7 characters instead of 8 (42 bits tell one build's file from
        // another's; the bundler asks for 7 with this many chunks) took 0.3 kB off the sign-in
        // page's first visit and 0.5 kB off the dashboard's first screen (docs/performance.md §4).
        chunkFileNames: 'assets/[name]-[hash:7].js',
        entryFileNames: 'assets/[name]-[hash:7].js',
      },
    },
  },
  server: {
    port: 5173,
    // The API runs on its own port in development (npm run dev); the browser sees one origin.
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 5000}` } },
  },
});

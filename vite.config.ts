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
  },
  server: {
    port: 5173,
    // The API runs on its own port in development (npm run dev); the browser sees one origin.
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 5000}` } },
  },
});

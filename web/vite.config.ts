import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sitePrerender } from './site-prerender-plugin';

const api = 'http://localhost:3000';
const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * The app lives under /app on the same origin as the API; the API serves web/dist there. The public
 * site is a second entry (site.html, its own chunk without the app's code), prerendered page by page
 * into web/dist/site after the build.
 */
export default defineConfig({
  base: '/app/',
  root,
  plugins: [react(), sitePrerender(root, outDir)],
  build: {
    outDir,
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      input: { app: fileURLToPath(new URL('./index.html', import.meta.url)), site: fileURLToPath(new URL('./site.html', import.meta.url)) },
      // Zod and the module that tells it to stay jitless (src/zod-jitless.ts) share one chunk, so the
      // setting runs before any chunk that builds a schema at load (the route contract does): else
      // zod's probe for `new Function` is a CSP violation.
      output: { manualChunks: (id) => (id.includes('/node_modules/zod/') || id.endsWith('/src/zod-jitless.ts') ? 'zod' : undefined) },
    },
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/hooks': { target: api, changeOrigin: false },
    },
  },
});

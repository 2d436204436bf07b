import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

/** The app lives under /app on the same origin as the API; the API serves web/dist there. */
export default defineConfig({
  base: '/app/',
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/hooks': { target: api, changeOrigin: false },
    },
  },
});

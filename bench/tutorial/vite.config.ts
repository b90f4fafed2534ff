// The tutorial app's own build (bench/tutorial/dist, gitignored) and its `vite preview`, which
// also answers the simple-REST API (./simpleRestApi.ts). Used by bench/firstRow.ts.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { simpleRestApi } from './simpleRestApi';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    { name: 'simple-rest-api', configurePreviewServer: (server) => void server.middlewares.use(simpleRestApi) },
  ],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  logLevel: 'warn',
});

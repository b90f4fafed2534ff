import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vitePrecompress';
import { consoleChunks } from './scripts/viteConsoleChunks';
import { installedPluginsModule } from './scripts/plugins/viteInstalledPlugins';

const chunks = consoleChunks();

// The console is served under /admin by the platform API (see server/src/app.ts).
export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress(), chunks.plugin, installedPluginsModule()],
  resolve: {
    // ra-input-rich-text's own copy of @tiptap/core (3.31) lacks what its @tiptap/extension-text-align
    // (3.32) imports; one copy of tiptap's core and ProseMirror for the whole console (3.34) fixes both.
    dedupe: ['@tiptap/core', '@tiptap/pm'],
  },
  server: {
    port: 5173,
    // In `npm run dev` the API runs separately (`npm run dev:server`) on PORT 8080.
    proxy: Object.fromEntries(
      ['/auth', '/manage', '/users', '/app', '/api', '/logtrace', '/storage', '/documentation', '/admin/config.json'].map((p) => [
        p,
        'http://localhost:8080',
      ]),
    ),
  },
  build: {
    outDir: 'dist/console',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    // The signed-in console's first screen in two chunks instead of ~130 (scripts/viteConsoleChunks.ts).
    rolldownOptions: { output: { codeSplitting: chunks.codeSplitting } },
  },
});

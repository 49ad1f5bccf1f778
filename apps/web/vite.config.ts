import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress.ts';

/**
 * Texts chunks get telling names (texts-<language> for the shell's namespaces, texts-<language>-<namespace> for a
 * page's): the delivery test checks which texts a page downloads (i18n/i18n.ts).
 */
function textChunkName(chunk: { facadeModuleId?: string | null }): string {
  const id = chunk.facadeModuleId ?? '';
  const page = /i18n\/locales\/(\w+)\/([\w-]+)\.json$/.exec(id);
  if (page) return `assets/texts-${page[1]}-${page[2]}-[hash].js`;
  const shell = /i18n\/bundles\/(\w+)\.ts$/.exec(id);
  if (shell) return `assets/texts-${shell[1]}-[hash].js`;
  return 'assets/[name]-[hash].js';
}

const SHELL_MODULES =
  /node_modules\/(react|react-dom|scheduler|react-i18next|i18next|use-sync-external-store|@tanstack\/query-core|@tanstack\/react-query)\/|contract\/src\/(languages|shell-errors)\.ts$|web\/src\/(lib\/(language-path|local-store|interface-language|shell-state|api|api-types|api-errors|queries\/purchases)\.tsx?|components\/ui\/toast\.tsx|features\/account\/api\.ts|i18n\/(i18n|namespaces)\.ts)$/;

// In development the API runs on :3000 (npm run serve) and Vite proxies /api and /alert.json to it.
export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/alert.json': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        chunkFileNames: textChunkName,
        // Every page needs these (React, the router's peers, TanStack Query, i18next, the API client, the session):
        // one chunk instead of eight small ones, each of which cost the home page a request and its headers.
        codeSplitting: { groups: [{ name: 'shell', test: SHELL_MODULES }] },
      },
    },
  },
});

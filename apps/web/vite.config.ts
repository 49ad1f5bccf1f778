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
    rollupOptions: { output: { chunkFileNames: textChunkName } },
  },
});

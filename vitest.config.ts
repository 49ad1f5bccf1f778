import { defineConfig } from 'vitest/config';

// Unit and API tests of every package. Browser tests have their own config (e2e/vitest.config.ts).
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web', 'tools'],
  },
});

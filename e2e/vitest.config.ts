import { defineConfig } from 'vitest/config';

// Browser tests: a real server (built web app + embedded PostgreSQL in a temp folder) and Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['specs/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One server, one browser per file; files in sequence keep the 2-core machine responsive.
    fileParallelism: false,
  },
});

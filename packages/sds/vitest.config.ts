import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'sds',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The corpus test reads 206 real sheets; its own time budget is asserted inside the test.
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One embedded PostgreSQL for the whole run; each test file gets its own database (test/context.ts).
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: two files at a time keeps PostgreSQL and the tests from starving each other.
    maxWorkers: 2,
    // Vitest runs projects with different maxWorkers in separate groups, which need distinct orders: the API tests
    // (real PostgreSQL) run after the unit tests of the packages.
    sequence: { groupOrder: 1 },
  },
});

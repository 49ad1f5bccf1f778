import { defineConfig } from 'vitest/config';

// Unit tests of the web app: pure logic and locale files (*.test.ts, node), and component tests (*.test.tsx, which
// ask for jsdom with a `// @vitest-environment jsdom` first line and render through src/test/render-with-providers.tsx).
// Helpers that only tests use live in src/test/, never beside production code.
export default defineConfig({
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // A component test types into real forms (user-event): seconds on a machine shared with the API tests.
    testTimeout: 20_000,
  },
});

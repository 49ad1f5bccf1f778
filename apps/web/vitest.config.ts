import { defineConfig } from 'vitest/config';

// Unit tests of the web app that need no browser (pure logic and locale files): *.test.ts under src.
export default defineConfig({
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});

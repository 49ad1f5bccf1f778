import { defineConfig } from 'vitest/config';

// The repository's own tooling: the lint rules prove that each house rule fails on a violation.
export default defineConfig({ test: { name: 'tools', include: ['**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000 } });

import { defineConfig } from 'vitest/config';
export default defineConfig({ test: { name: 'sds', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] } });

import { defineConfig } from 'vitest/config';

// Browser tests: a real server (built web app + embedded PostgreSQL in a temp folder) and Debian's Chromium.
//
// Two lanes, each with its own server and database (support/global-setup.ts runs once per lane), so no spec sees the
// other lane's changes to the demo accounts. `npm run test:e2e` runs the lanes in two vitest processes side by side
// (a vitest process gives one worker to a group of projects whose files run one at a time); within a lane files run
// one after the other: one server and one browser per lane. The first lane holds specs worth about half the run's
// time; every other spec, a new one included, runs in the second lane.
const FIRST_LANE = [
  'specs/my-fds.e2e.ts',
  'specs/catalogue-pages.e2e.ts',
  'specs/account-flow.e2e.ts',
  'specs/shell-routing.e2e.ts',
  'specs/control-report.e2e.ts',
  'specs/account-password.e2e.ts',
  'specs/shop.e2e.ts',
  'specs/alert-and-admin.e2e.ts',
  'specs/session-expiry.e2e.ts',
  'specs/extracted-data.e2e.ts',
];

const lane = (name: string, include: string[], exclude: string[] = []) => ({
  test: {
    name,
    root: import.meta.dirname,
    include,
    exclude,
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});

export default defineConfig({
  test: {
    projects: [lane('e2e-1', FIRST_LANE), lane('e2e-2', ['specs/**/*.e2e.ts'], FIRST_LANE)],
    maxWorkers: 2,
  },
});

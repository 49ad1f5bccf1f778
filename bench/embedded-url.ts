import fs from 'node:fs';
import path from 'node:path';

/**
 * The URL of the embedded PostgreSQL a bench's server started in `varDir`: its password is the random one the server
 * keeps in VAR_DIR/pg-password (issue #22; it was the fixed 'openfds', and a bench that still used it was refused).
 * Read, never created: call it once the server (or the generator) has started the cluster.
 */
export function embeddedUrl(varDir: string, port: number, database = 'openfds'): string {
  const password = fs.readFileSync(path.join(varDir, 'pg-password'), 'utf8').trim();
  return `postgres://openfds:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

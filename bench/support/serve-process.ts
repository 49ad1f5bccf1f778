import fs from 'node:fs';
import path from 'node:path';

/** The repository's root (bench/support/ is two levels down). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The node arguments of the root package's "serve" script, the server as `npm start` runs it (memory settings
 * included). Benches spawn node with them directly, without npm's own process in between, so that the RSS sampled is
 * the server's alone.
 */
export function serveNodeArgs(root = REPO_ROOT): string[] {
  // root: another checkout (an older commit measured side by side on the same database).
  const serve = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.serve as string;
  return serve.split(/\s+/).slice(1);
}

/** Resident memory of a process, in MB (Linux /proc). */
export function rssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
}

/** Polls GET /api/v1/health until the server answers 200; throws after `attempts` polls `everyMs` apart. */
export async function waitForHealth(base: string, attempts: number, everyMs: number): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // still starting
    }
    if (i > attempts) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

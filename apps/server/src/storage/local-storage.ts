import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Storage } from './storage.ts';

/** Files under a local folder (default: var/files). Writes go through a temp file and a rename. */
export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return full;
  }

  /**
   * Temp file, fsync, rename, fsync of the folder: after a crash (or power loss) the key names either the whole
   * new file or nothing, never a short one the rename reached the disk before the data did.
   */
  async put(key: string, data: Uint8Array): Promise<void> {
    const full = this.resolve(key);
    const dir = path.dirname(full);
    await fsp.mkdir(dir, { recursive: true });
    const tmp = `${full}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}.tmp`;
    const handle = await fsp.open(tmp, 'w');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fsp.rename(tmp, full);
    await syncFolder(dir);
  }

  async get(key: string): Promise<Buffer> {
    return fsp.readFile(this.resolve(key));
  }

  /** Opened before returning, so a missing file fails here (the caller answers not available) and not mid-reply. */
  async stream(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const handle = await fsp.open(this.resolve(key), 'r');
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await fsp.stat(this.resolve(key))).size;
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.resolve(key), { force: true });
  }
}

async function syncFolder(dir: string): Promise<void> {
  let handle: fsp.FileHandle | null = null;
  try {
    handle = await fsp.open(dir, 'r');
    await handle.sync();
  } catch {
    // Some file systems refuse to fsync a folder: the file itself was synced.
  } finally {
    await handle?.close();
  }
}

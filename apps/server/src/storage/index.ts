import type { Config } from '../config.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export type { Storage } from './storage.ts';
export { isStorageFailure } from './storage.ts';

export function createStorage(config: Config): Storage {
  // An S3-compatible bucket when S3_BUCKET is set, the local folder otherwise.
  if (config.s3) return new S3Storage(config.s3);
  return new LocalStorage(config.storageDir);
}

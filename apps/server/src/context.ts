import type pg from 'pg';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Storage } from './storage/storage.ts';

/** The services every module receives. Built once by main.ts (or by a test) and passed to buildApp. */
export interface AppContext {
  config: Config;
  pool: pg.Pool;
  db: Db;
  storage: Storage;
  mailer: Mailer;
  jobs: JobQueue;
  /** The time every rule decides by (clock.ts): the system's, or one a test moves. */
  clock: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

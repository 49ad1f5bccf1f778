import PgBoss from 'pg-boss';
import type { JobDefinition, JobQueue, QueueSettings } from './queue.ts';

/** How often an idle worker looks for jobs, and how often pg-boss looks for expired (lost) jobs. */
export const POLL_SECONDS = 1;
export const MAINTENANCE_SECONDS = 15;

/**
 * Starts pg-boss on the application database (schema `pgboss`) and registers the workers. `queues` are created
 * (with their settings) even when this process does not work them: a script that only queues (npm run import)
 * must find them on a database the server never started on.
 */
export async function startJobs(
  databaseUrl: string,
  definitions: JobDefinition<any>[],
  options: { work: boolean; log: (msg: string, err?: unknown) => void; queues?: { name: string; queue?: QueueSettings }[] },
): Promise<JobQueue & { stop(): Promise<void> }> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 4, maintenanceIntervalSeconds: MAINTENANCE_SECONDS });
  // 57P01 is PostgreSQL closing the connection for its own shutdown (Ctrl-C reaches the embedded server too):
  // expected while stopping, and pg-boss reconnects otherwise, so it is not worth a page of error dump.
  boss.on('error', (error) => {
    if ((error as { code?: string }).code === '57P01') return;
    options.log('job queue error', error);
  });
  await boss.start();
  const queues = new Map<string, QueueSettings | undefined>();
  for (const q of [...(options.queues ?? []), ...definitions]) queues.set(q.name, { ...queues.get(q.name), ...q.queue });
  for (const [name, settings] of queues) {
    await boss.createQueue(name, { name, ...settings } as never);
    if (settings && Object.keys(settings).length) await boss.updateQueue(name, { name, ...settings } as never);
  }
  if (options.work) {
    for (const definition of definitions) {
      // pg-boss 10 runs one fetch loop per work() call: several calls give that many jobs at once. Its loop waits
      // the polling interval after every fetch, even a fruitful one (one job a second: 2,500 imported sheets took
      // 42 minutes); notifying the worker after a fetch that found a job makes it fetch again at once.
      for (let i = 0; i < (definition.concurrency ?? 1); i++) {
        const id: string = await boss.work<any>(definition.name, { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS }, async (jobs) => {
          try {
            for (const job of jobs) await definition.handle(job.data);
          } finally {
            if (jobs.length) boss.notifyWorker(id);
          }
        });
      }
    }
  }
  return {
    async send(name, data, sendOptions) {
      const { connection, ...rest } = sendOptions ?? {};
      const db = connection ? { executeSql: (text: string, values: unknown[]) => connection.query(text, values) } : undefined;
      return boss.send(name, data as object, { ...rest, ...(db ? { db } : {}) } as never);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5_000 });
    },
  };
}

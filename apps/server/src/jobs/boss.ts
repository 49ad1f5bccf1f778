import PgBoss from 'pg-boss';
import type { JobDefinition, JobQueue } from './queue.ts';

/** Starts pg-boss on the application database (schema `pgboss`) and registers the workers. */
export async function startJobs(
  databaseUrl: string,
  definitions: JobDefinition<any>[],
  options: { work: boolean; log: (msg: string, err?: unknown) => void },
): Promise<JobQueue & { stop(): Promise<void> }> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 4 });
  // 57P01 is PostgreSQL closing the connection for its own shutdown (Ctrl-C reaches the embedded server too):
  // expected while stopping, and pg-boss reconnects otherwise, so it is not worth a page of error dump.
  boss.on('error', (error) => {
    if ((error as { code?: string }).code === '57P01') return;
    options.log('job queue error', error);
  });
  await boss.start();
  for (const definition of definitions) {
    await boss.createQueue(definition.name);
    if (definition.schedule) await boss.schedule(definition.name, definition.schedule, {}, { tz: 'UTC' });
    if (!options.work) continue;
    // pg-boss 10 runs one fetch loop per work() call: several calls give that many jobs at once.
    for (let i = 0; i < (definition.concurrency ?? 1); i++) {
      await boss.work<any>(definition.name, { batchSize: 1, pollingIntervalSeconds: 1 }, async (jobs) => {
        for (const job of jobs) await definition.handle(job.data);
      });
    }
  }
  return {
    async send(name, data, sendOptions) {
      return boss.send(name, data as object, sendOptions as never);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5_000 });
    },
  };
}

/** Background work goes through pg-boss on the same database; services only see this interface. */
export interface JobQueue {
  send(name: string, data: object, options?: { singletonKey?: string; startAfter?: number | Date }): Promise<string | null>;
}

/** A job = a name, and a handler that the worker process runs. */
export interface JobDefinition<T = unknown> {
  name: string;
  /** How many of this job one process runs at once. */
  concurrency?: number;
  /** Cron expression (UTC): pg-boss also sends this job on that schedule. */
  schedule?: string;
  handle(data: T): Promise<void>;
}

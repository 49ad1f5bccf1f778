/** A connection that runs SQL: a pg client inside an open transaction, so a job is queued with the rows it is about. */
export interface SqlConnection {
  query(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
}

/** Background work goes through pg-boss on the same database; services only see this interface. */
export interface JobQueue {
  send(
    name: string,
    data: object,
    options?: {
      singletonKey?: string;
      startAfter?: number | Date;
      /**
       * Queue the job through this connection (the caller's transaction): it exists exactly when the rows it is
       * about were committed (issue #11: jobs queued after the commit were lost by a kill in between).
       */
      connection?: SqlConnection;
    },
  ): Promise<string | null>;
}

/** How pg-boss keeps one queue (created, then updated at every start so that a change of settings applies). */
export interface QueueSettings {
  /** 'stately': at most one queued and one running job per singletonKey (one extraction per sheet). */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
  /** A running job not finished within this time is taken as lost (its process died) and run again. */
  expireInSeconds?: number;
  retryLimit?: number;
  retryDelay?: number;
}

/** A job = a name, and a handler that the worker process runs. */
export interface JobDefinition<T = unknown> {
  name: string;
  /** How many of this job one process runs at once. */
  concurrency?: number;
  queue?: QueueSettings;
  handle(data: T): Promise<void>;
}

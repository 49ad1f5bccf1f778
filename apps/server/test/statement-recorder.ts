import pg from 'pg';

/** One SQL statement as the server sent it to PostgreSQL. */
export interface RecordedStatement {
  text: string;
  values: unknown[];
  /** The prepared statement's name (namedQuery), if any. */
  name?: string;
  /** The connection's session settings (`-c ...` options: the search pool's generic plans), if any. */
  options?: string;
  /** Rows PostgreSQL returned. */
  rows: number;
  /** Round trip of the statement, ms (from the driver's call to its answer). */
  ms: number;
}

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Records every statement any pg client of this process sends (pools and Kysely alike: they all end in
 * Client.prototype.query), with its rows and round trip. Observes without changing anything: the statement runs as
 * it would. Used by the search request guard (search-cost.test.ts) and by the quick search bench, which replays
 * the recorded statements to time the SQL alone. `stop()` puts the driver back.
 */
export function recordStatements(): { statements: RecordedStatement[]; clear(): void; stop(): void } {
  const statements: RecordedStatement[] = [];
  const proto = pg.Client.prototype as unknown as { query: QueryFn };
  const original = proto.query;
  proto.query = function (this: pg.Client & { connectionParameters?: { options?: string } }, ...args: unknown[]) {
    const [config, second] = args as [string | { text?: string; values?: unknown[]; name?: string } | undefined, unknown];
    const text = typeof config === 'string' ? config : config?.text;
    // Only statements sent with a text are recorded (not the driver's own submittables).
    if (typeof text !== 'string') return original.apply(this, args);
    const entry: RecordedStatement = {
      text,
      values: (typeof config === 'object' ? config?.values : undefined) ?? (Array.isArray(second) ? second : []),
      name: typeof config === 'object' ? config?.name : undefined,
      options: this.connectionParameters?.options,
      rows: 0,
      ms: 0,
    };
    statements.push(entry);
    const started = performance.now();
    const done = (answer: pg.QueryResult | pg.QueryResult[] | undefined) => {
      entry.ms = performance.now() - started;
      entry.rows = (Array.isArray(answer) ? answer : [answer]).reduce((n, r) => n + (r?.rows?.length ?? 0), 0);
    };
    // pg-pool calls with a callback as last argument; Kysely and direct callers take the promise.
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (error: unknown, answer?: pg.QueryResult) => void;
      args[last] = (error: unknown, answer?: pg.QueryResult) => {
        done(answer);
        callback(error, answer);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) {
      return result.then((answer: pg.QueryResult | pg.QueryResult[]) => {
        done(answer);
        return answer;
      });
    }
    return result;
  };
  return {
    statements,
    clear: () => {
      statements.length = 0;
    },
    stop: () => {
      proto.query = original;
    },
  };
}

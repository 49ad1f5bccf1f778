/**
 * The app's clock, in the app context (issue #29): code that decides by time (idle sessions, throttles, minute
 * windows, deadlines) asks `ctx.clock.now()` instead of `new Date()`, so tests move time instead of sleeping.
 * SQL that compares with the database's now() is unaffected; pass `clock.now()` as a parameter where a test must
 * move it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that runs with real time from an offset a test moves forward (or sets), never sleeping. */
export class MovableClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves the clock forward by `ms` milliseconds. */
  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** Puts the clock at `date`; it runs on from there. */
  set(date: Date): void {
    this.offsetMs = date.getTime() - Date.now();
  }
}

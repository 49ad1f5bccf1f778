/** Milliseconds since the epoch of an alert date (months 1-based, UTC). */
export function alertDateToMs([y, m, d, h, min]: readonly number[]): number {
  return Date.UTC(y, m - 1, d, h, min);
}

/** True while `now` is inside the alert window (minute precision, UTC; product-spec §4). */
export function alertIsActive(alert: { start: readonly number[]; end: readonly number[] }, now = Date.now()): boolean {
  if (alert.start.length !== 5 || alert.end.length !== 5) return false;
  const minute = Math.floor(now / 60_000) * 60_000;
  return alertDateToMs(alert.start) <= minute && minute <= alertDateToMs(alert.end);
}

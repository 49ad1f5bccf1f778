/**
 * A small in-memory memo with an expiry per entry and a bounded size (cleared when full). Instances stay
 * stateless: it only keeps answers that are facts of the catalogue for a short while (statistics, known words),
 * never data of a user, and a lost entry costs one query.
 */
export class TtlMemo<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, until: Date.now() + this.ttlMs });
  }
}

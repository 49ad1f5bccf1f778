/**
 * In-memory copies of database data, one per stamp (a value read from the database that changes whenever the
 * data does). Servers stay stateless and several instances run: each request reads the stamp, and a copy is
 * rebuilt only when the stamp changed. Concurrent requests share one load; a failed load is forgotten so the next
 * request retries; the previous stamps' copies are kept for requests that read them just before a change.
 * Used by the substance watch (the lists' current versions) and the supplier autocomplete.
 */
export class StampedSnapshots<T> {
  private readonly byStamp = new Map<string, Promise<T>>();

  constructor(
    private readonly load: (stamp: string) => Promise<T>,
    private readonly kept = 2,
  ) {}

  get(stamp: string): Promise<T> {
    let snapshot = this.byStamp.get(stamp);
    if (snapshot) {
      this.byStamp.delete(stamp); // most recently used last
    } else {
      snapshot = this.load(stamp);
      snapshot.catch(() => this.byStamp.delete(stamp));
    }
    this.byStamp.set(stamp, snapshot);
    while (this.byStamp.size > this.kept) this.byStamp.delete(this.byStamp.keys().next().value!);
    return snapshot;
  }
}

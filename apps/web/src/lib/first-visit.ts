import { useCallback, useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * The first-visit notices take turns (issues #23, #25): the welcome notice, then the cookie banner, then the
 * splash; one at a time, never stacked. Each notice says whether it wants to show (`useFirstVisitTurn(name, wants)`)
 * and reports when it is done; it shows only while it is its turn, i.e. every notice before it is done or does
 * not want to show. A notice that never mounts (the cookie banner outside the default layout) is not waited for.
 */
export const FIRST_VISIT_ORDER = ['welcome', 'consent', 'splash'] as const;
export type FirstVisitNotice = (typeof FIRST_VISIT_ORDER)[number];

/** The queue as data, so that its rule is tested without a browser. */
export class FirstVisitQueue {
  private readonly wanting = new Set<FirstVisitNotice>();
  private readonly done = new Set<FirstVisitNotice>();
  private readonly listeners = new Set<() => void>();

  want(name: FirstVisitNotice, wants: boolean): void {
    if (wants === this.wanting.has(name)) return;
    if (wants) this.wanting.add(name);
    else this.wanting.delete(name);
    this.emit();
  }

  finish(name: FirstVisitNotice): void {
    if (this.done.has(name)) return;
    this.done.add(name);
    this.emit();
  }

  /** The notice whose turn it is, or null when none is waiting. */
  current(): FirstVisitNotice | null {
    return FIRST_VISIT_ORDER.find((name) => this.wanting.has(name) && !this.done.has(name)) ?? null;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

const queue = new FirstVisitQueue();

/** True while it is `name`'s turn; `finish()` hands the turn to the next notice. */
export function useFirstVisitTurn(name: FirstVisitNotice, wants: boolean): { myTurn: boolean; finish: () => void } {
  useLayoutEffect(() => {
    queue.want(name, wants);
  }, [name, wants]);
  const current = useSyncExternalStore(queue.subscribe, () => queue.current());
  // Stable, so that a notice's timer (the splash's 15 s) does not restart at every render.
  const finish = useCallback(() => queue.finish(name), [name]);
  return { myTurn: wants && current === name, finish };
}

import { lazy, Suspense, type ComponentType } from 'react';

/** Shown while a page's code arrives: keeps the layout's place, announced as busy. */
export function PageLoading() {
  return <div className="page-loading" aria-busy="true" />;
}

/**
 * A component whose code is loaded on first render (its own chunk; issue #16: the home page does not carry the
 * code of every other page). `load` resolves to the component, e.g.
 * `lazyComponent(() => import('./pages/x.tsx').then((m) => m.XPage))`.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: React.ReactNode = <PageLoading />): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}

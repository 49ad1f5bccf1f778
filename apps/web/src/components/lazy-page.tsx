import { lazy, Suspense, type ComponentType } from 'react';

/** Shown while a page's code arrives: keeps the layout's place, announced as busy. */
export function PageLoading() {
  return <div className="page-loading" aria-busy="true" />;
}

/**
 * Boundary of the page area in every layout: a page that waits for something (its texts: namespaces load with the
 * page that uses them, i18n/i18n.ts) shows the loading frame there while the menus and footer stay.
 */
export function PageSuspense({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
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

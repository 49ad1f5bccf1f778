import { useLocation, useMatches } from 'react-router';
import { splitLanguage } from '../../lib/language-path.ts';
import { DefaultLayout } from './default-layout.tsx';
import { FdsLayout } from './fds-layout.tsx';
import { SimpleLayout } from './simple-layout.tsx';

/** What a route may put in its `handle` to choose its layout (product-spec §2.3) or mark the home page. */
export interface RouteHandle {
  layout?: 'default' | 'simple' | 'fds';
  home?: boolean;
}

const FDS_PATHS = /^\/(fds|fds-preview|test)(\/|$)/;
const PREVIEW_PATHS = /^\/(fds-preview|test)(\/|$)/;

/**
 * Picks the layout of the matched page: a route's handle.layout wins; sheet pages (/fds/..., /fds-preview,
 * /test) get the FDS layout even when their feature sets no handle.
 */
export function LayoutSwitch() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const handles = matches.map((m) => (m.handle ?? {}) as RouteHandle);
  const chosen = [...handles].reverse().find((h) => h.layout)?.layout;
  const home = handles.some((h) => h.home);
  const { rest } = splitLanguage(pathname);
  const layout = chosen ?? (FDS_PATHS.test(rest) ? 'fds' : 'default');
  if (layout === 'simple') return <SimpleLayout />;
  if (layout === 'fds') return <FdsLayout preview={PREVIEW_PATHS.test(rest)} />;
  return <DefaultLayout home={home} />;
}

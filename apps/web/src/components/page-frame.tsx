import type { ReactNode } from 'react';

/** Frame of a content page: one h1, an optional lead, the content in a readable column. */
export function PageFrame({ title, lead, children, wide = false }: { title: ReactNode; lead?: ReactNode; children?: ReactNode; wide?: boolean }) {
  return (
    <div className={`page ${wide ? 'page--wide' : ''}`}>
      <h1 className="page__title">{title}</h1>
      {lead ? <p className="page__lead">{lead}</p> : null}
      {children}
    </div>
  );
}

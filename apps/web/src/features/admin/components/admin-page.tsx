import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/document-title.ts';

/** One back-office screen: its h1 (also the document title) and its content. */
export function AdminPage({ title, actions, children }: { title: string; actions?: ReactNode; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="bo-page">
      <h1 className="bo-page__title">{title}</h1>
      {actions}
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Banner } from '../../../components/ui/feedback.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import '../admin-desk.css';

/** One desk screen: its h1 (also the document title) and its content, in the back office's frame. */
export function DeskPage({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="bo-page desk">
      <h1 className="bo-page__title">{title}</h1>
      {children}
    </div>
  );
}

/** The error of a failed call, as the server worded it (in the interface language). */
export function CallError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Banner tone="danger" role="alert">
      {error instanceof ApiError || error instanceof Error ? error.message : String(error)}
    </Banner>
  );
}

/** The text of a failed call's error when it is bound to `field` (or to an item of it: `hazards.pStatements.2`). */
export function fieldError(error: unknown, field: string): string | undefined {
  const bound = error instanceof ApiError ? error.field : undefined;
  return bound && (bound === field || bound.startsWith(`${field}.`)) ? (error as ApiError).message : undefined;
}

/** A failed call's error when no form field names it (field errors show under their control). */
export function unboundError(error: unknown): unknown {
  return error instanceof ApiError && error.field ? null : error;
}

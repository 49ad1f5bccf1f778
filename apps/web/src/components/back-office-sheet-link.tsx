import type { ReactNode } from 'react';
import { adminPaths, backOfficePath } from '../config/paths.ts';

/**
 * Where a public page offers a customer something about a sheet (join SafeBox, add credits, buy an offer), staff get
 * this link to the same sheet in the back office instead (issue #26), its text from the caller's namespace.
 */
export function BackOfficeSheetLink({ documentCode, children }: { documentCode: string; children: ReactNode }) {
  return (
    <a href={backOfficePath(adminPaths.sheet(documentCode))} data-testid="staff-back-office-link">
      {children}
    </a>
  );
}

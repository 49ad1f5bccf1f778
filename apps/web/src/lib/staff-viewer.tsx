import { createContext, useContext, type ReactNode } from 'react';

/**
 * Whether the session browsing the public site is staff (an administrator or an assistant, issue #26), set once by
 * the session (features/account) so that any feature can show staff the site as staff: no customer prompts (join
 * SafeBox, add credits, buy), a link to the back office instead. Features never import the session itself.
 */
const StaffViewerContext = createContext(false);

export function StaffViewerProvider({ staff, children }: { staff: boolean; children: ReactNode }) {
  return <StaffViewerContext.Provider value={staff}>{children}</StaffViewerContext.Provider>;
}

/** True when staff browse the public site. */
export function useViewerIsStaff(): boolean {
  return useContext(StaffViewerContext);
}

import { createContext, useContext, type ReactNode } from 'react';
import { staffMay, type BackOfficePermission } from '@openfds/contract';

/**
 * The back-office session's profile types, provided by the back office's layout (app/back-office) so that a
 * back-office feature shows only the actions the role table gives the session (the server refuses the others anyway).
 */
const StaffProfileContext = createContext<readonly string[]>([]);

export function StaffProfileProvider({ profileTypes, children }: { profileTypes: readonly string[]; children: ReactNode }) {
  return <StaffProfileContext.Provider value={profileTypes}>{children}</StaffProfileContext.Provider>;
}

/** True when the back-office session's role may use `permission` (the contract's staffMay). */
export function useStaffMay(permission: BackOfficePermission): boolean {
  return staffMay(useContext(StaffProfileContext), permission);
}

import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_PERMISSIONS, staffMay, staffRoleOf } from './back-office-roles.ts';

describe('the back-office role table', () => {
  it('gives an administrator every permission and a customer none', () => {
    for (const permission of Object.keys(BACK_OFFICE_PERMISSIONS) as (keyof typeof BACK_OFFICE_PERMISSIONS)[]) {
      expect(staffMay(['mySDS', 'admin'], permission)).toBe(true);
      expect(staffMay(['mySDS'], permission)).toBe(false);
    }
  });
  it('gives an assistant the desk and read-only views, not the administrator-only writes', () => {
    expect(staffMay(['assistant'], 'requests.handle')).toBe(true);
    expect(staffMay(['assistant'], 'safebox.handle')).toBe(true);
    expect(staffMay(['assistant'], 'users.read')).toBe(true);
    expect(staffMay(['assistant'], 'users.write')).toBe(false);
    expect(staffMay(['assistant'], 'roles.write')).toBe(false);
    expect(staffMay(['assistant'], 'orders.refund')).toBe(false);
    expect(staffRoleOf(['assistant', 'admin'])).toBe('admin');
    expect(staffRoleOf(['public'])).toBeNull();
  });
});

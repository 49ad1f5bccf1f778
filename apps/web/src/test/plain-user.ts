import type { Me } from '@openfds/contract';

/** The session reply of a plain registered user (no supplier, not staff, not in SafeBox), for component tests. */
export const plainUser: Me = {
  login: 'ann@example.com',
  email: 'ann@example.com',
  first_name: 'Ann',
  last_name: 'Lee',
  title: null,
  company_name: 'Acme',
  profile_type: ['mySDS'],
  admin: false,
  assistant: false,
  safebox: false,
  guest: false,
  supplier: null,
};

/**
 * Every route that serves content of a sheet's reading (what the sheet reader extracted), with its gate: the one
 * list issue #22 asks for. `reading-routes.test.ts` walks it (a test per route, a reading with a marker in each
 * paid field) and fails when a route of the app whose path looks like reading data is missing here.
 *
 * Levels are FDS-Extract's (entitlements `extractionLevels`): none, basic (SafeBox), standard, premium; what each
 * level sees of a reading is `gateReading` (reading-gate.ts). Every route first resolves the sheet through the
 * catalogue's access rule (605 unknown/secret, 641 private without customer code).
 *
 * Staff (administrators and assistants: `sheets.read` of the back-office role table) see every sheet and read the
 * first four routes in full, with no credit, each read written to the staff audit log (issue #26;
 * extraction-access.ts `readingLevelOf`, tested in staff-readings.test.ts).
 */
export interface ReadingRoute {
  method: 'GET';
  url: string;
  gate: string;
}

export const READING_ROUTES: readonly ReadingRoute[] = [
  {
    method: 'GET',
    url: '/documents/:document_code/extraction',
    gate:
      'public; gateReading by level: free part (pictograms, H/EUH, physical, transport) for anyone, ' +
      '+ identifiers (basic), whole reading (standard), + annex_ii and evidence (premium; staff, audited)',
  },
  {
    method: 'GET',
    url: '/documents/:document_code/sds2excel',
    gate: 'consult pass (640), then a level: 602 visitor, 618 none; basic or full workbook; staff full, audited',
  },
  {
    method: 'GET',
    url: '/rapport/donnees_fds/:document_code',
    gate: 'consult pass (640), then a level: 602 visitor, 618 none; basic or full report; staff full, audited',
  },
  { method: 'GET', url: '/documents/:document_code/control', gate: 'premium level (or staff, audited) only: 602 visitor, 618 otherwise' },
  {
    method: 'GET',
    url: '/users/:login/:profile_type/documents/:document_code',
    gate: 'self; the entry summary by level: pictograms and H for anyone, identifiers (basic), signal word and concentrations (standard, premium)',
  },
  { method: 'GET', url: '/users/:login/mySDS/sds2excel', gate: 'self; each sheet at its level (H only for none and basic, full for standard, premium)' },
  { method: 'GET', url: '/users/:login/mySDS/changelog', gate: 'self; extracted-data changes withheld by level (`withheld`)' },
  {
    method: 'GET',
    url: '/documents/:code/vigi_substances',
    gate: 'public (the sheet page REACH vigilance block, product-spec §2.6); detail by the vigi entitlement',
  },
  { method: 'GET', url: '/users/:login/mySDS/vigi_substances', gate: 'self; the vigi entitlement' },
  { method: 'GET', url: '/rapport/vigi_substances/:code', gate: 'vigi report entitlement: 602 visitor, 618 otherwise' },
];

// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { DocumentDetails } from '@openfds/contract';
import { SessionProvider } from '../features/account/session/session-provider.tsx';
import { SheetPage, type SheetSpaceFlag } from '../features/documents/pages/sheet-page.tsx';
import { SessionSheetFavourite } from './pages/my-fds-pages.tsx';
import { envelope, loadTexts, providers, stubFetch, testQueryClient, type Call } from '../test/providers.tsx';
import { plainUser } from '../test/plain-user.ts';

/**
 * The logged-in sheet page knows whether the sheet is in my-FDS from the sheet's own myFDS flag: it used to ask
 * GET /users/{login}/mySDS/documents/{code}, answered 605 (a console error) for every sheet not kept. The server is a
 * stub; the session provider, the sheet page and the app layer's control are the real ones.
 */
const CODE = '1234567-12345-12345-123456';
const me = plainUser;
const LOGIN_PATH = `/users/${encodeURIComponent(me.login)}`;
const sheet: DocumentDetails = {
  iddc: CODE,
  requested_iddc: CODE,
  superseded: false,
  product_name: 'Colle néoprène',
  product_name_slug: 'colle-neoprene',
  product_code: null,
  supplier_code: 'ACME',
  supplier_name: 'Acme Chimie',
  supplier_name_slug: 'acme-chimie',
  revision_date: '2026-01-02',
  revision_version: '1',
  language: 'fr',
  type: 'FDS',
  ufi: null,
  ean: [],
  brand: null,
  range: null,
  regulation: null,
  zone: null,
  country: null,
  cpro: null,
  family: null,
  access: 'public',
  last_update: '2026-01-02T00:00:00.000Z',
  file_size: null,
  file_pages: null,
  permanent_url: `http://localhost/fds/${CODE}/`,
  documents_languages: [],
  other_documents: [],
};

/** `sheetReplies`: the successive replies of GET /documents/{code}. */
function fakeServer(sheetReplies: DocumentDetails[]): Call[] {
  let sheetCalls = 0;
  return stubFetch((call) => {
    if (call.path === '/session') return envelope([me]);
    if (call.path === LOGIN_PATH) return envelope([{ login: me.login, email: me.email, first_name: 'Ann', last_name: 'Lee', safebox: false }]);
    if (call.path === `${LOGIN_PATH}/subscription`)
      return envelope([{ tokens: 0, used_tokens: 0, total_results: 0, offers: [], safebox: false, pending: false }]);
    if (call.path === `/documents/${CODE}`) return envelope([sheetReplies[Math.min(sheetCalls++, sheetReplies.length - 1)]]);
    if (call.method === 'POST' && call.path === `${LOGIN_PATH}/mySDS/documents`) return envelope([], { added: 1, not_processed: [] });
    return envelope([]);
  });
}

const sections = {
  extractedData: () => null,
  vigilance: () => null,
  favourite: (code: string, space: SheetSpaceFlag) => <SessionSheetFavourite documentCode={code} space={space} />,
};

function renderSheetPage() {
  const Providers = providers(testQueryClient(), `/en/fds/${CODE}`);
  return render(
    <Providers>
      <SessionProvider>
        <Routes>
          <Route path="/en/fds/:code" element={<SheetPage sections={sections} />} />
        </Routes>
      </SessionProvider>
    </Providers>,
  );
}

/** Calls of one my-FDS entry: the page made one per visit, answered 605 for a sheet not kept. */
const entryCalls = (calls: Call[]) => calls.filter((c) => c.path.startsWith(`${LOGIN_PATH}/mySDS/documents/`));

beforeAll(() => loadTexts('en', ['common', 'account', 'documents', 'my-fds']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the my-FDS control of the sheet page', () => {
  it('shows "add" for a sheet not kept without asking my-FDS, and adds it', async () => {
    const calls = fakeServer([{ ...sheet, myFDS: false }]);
    renderSheetPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to my SDS' }));
    await screen.findByRole('button', { name: 'Remove from my SDS' });
    expect(calls.filter((c) => c.method === 'POST' && c.path === `${LOGIN_PATH}/mySDS/documents`)).toHaveLength(1);
    expect(entryCalls(calls)).toEqual([]);
  });

  it('shows "remove" for a kept sheet', async () => {
    const calls = fakeServer([{ ...sheet, myFDS: true }]);
    renderSheetPage();
    await screen.findByRole('button', { name: 'Remove from my SDS' });
    expect(entryCalls(calls)).toEqual([]);
  });

  it('reads the sheet again once when it was read without the flag (before the login)', async () => {
    const calls = fakeServer([sheet, { ...sheet, myFDS: true }]);
    renderSheetPage();
    await screen.findByRole('button', { name: 'Remove from my SDS' });
    await waitFor(() => expect(calls.filter((c) => c.path === `/documents/${CODE}`)).toHaveLength(2));
    expect(entryCalls(calls)).toEqual([]);
  });
});

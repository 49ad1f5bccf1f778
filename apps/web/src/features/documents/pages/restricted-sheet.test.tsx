// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { ERRORS } from '@openfds/contract';
import { errorReply, loadTexts, providers, stubFetch, testQueryClient } from '../../../test/providers.tsx';
import { SheetPage } from './sheet-page.tsx';

/**
 * Issues #23/#25: the restricted sheet's page names the supplier whose customer code is needed and offers the
 * customer-code request, an all-private supplier's too (the server names it: documents/document-codes.test.ts); when
 * the server names no supplier (a code computable from the former sequence, issue #11) the page asks for the code only.
 */
const CODE = '1234567-12345-12345-123456';
const sections = { extractedData: () => null, vigilance: () => null };

function renderRestricted(data: Record<string, unknown>) {
  stubFetch((call) =>
    call.path === `/documents/${CODE}`
      ? errorReply(403, ERRORS.customerCodeRequired.code, 'This sheet is restricted to the supplier’s customers.', data)
      : errorReply(404, ERRORS.documentNotFound.code, 'not found'),
  );
  return render(
    <Routes>
      <Route path="/en/fds/:code" element={<SheetPage sections={sections} />} />
    </Routes>,
    { wrapper: providers(testQueryClient(), `/en/fds/${CODE}`) },
  );
}

beforeAll(() => loadTexts('en', ['common', 'documents', 'search']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the restricted sheet page', () => {
  it('names an all-private supplier and offers to ask it for a customer code', async () => {
    renderRestricted({ supplier_code: 'PRIV', supplier_name: 'Laboratoires Privés' });
    await screen.findByRole('heading', { name: 'Sheet restricted to customers' });
    expect(screen.getByText('Laboratoires Privés customer code')).toBeTruthy();
    const request = screen.getByRole('link', { name: 'No customer code? Ask Laboratoires Privés for one' });
    expect(request.getAttribute('href')).toMatch(/\/en\/customer-code-request\/PRIV\b/);
  });

  it('asks for the code without a request link when the server names no supplier', async () => {
    renderRestricted({});
    await screen.findByRole('heading', { name: 'Sheet restricted to customers' });
    expect(screen.getByLabelText('Customer code')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /No customer code\?/ })).toBeNull();
  });
});

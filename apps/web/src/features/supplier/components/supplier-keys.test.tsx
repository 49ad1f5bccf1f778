// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupplierApiKeyItem } from '@openfds/contract';
import { SupplierKeys } from './supplier-keys.tsx';
import { envelope, loadTexts, providers, stubFetch, testQueryClient } from '../../../test/providers.tsx';

/** Issue #27: the supplier's admin sees every member's supplier key with who made it, and revokes one. */

beforeAll(() => loadTexts('en', ['common', 'shell', 'supplier']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const KEY: SupplierApiKeyItem = {
  id: 41,
  name: 'ERP',
  scope: 'write',
  supplier_key: true,
  key_prefix: 'ofds_ab12cd',
  webhook_url: null,
  created_at: '2026-11-01T10:00:00.000Z',
  revoked_at: null,
  owner_login: 'mia@example.com',
  owner_name: 'Mia Membre',
};

describe('supplier API keys', () => {
  it("lists the members' keys and revokes one, then shows it revoked", async () => {
    let revoked = false;
    const calls = stubFetch((call) => {
      if (call.method === 'DELETE') {
        revoked = true;
        return envelope([]);
      }
      return envelope([{ ...KEY, revoked_at: revoked ? '2026-11-28T10:00:00.000Z' : null }]);
    });
    render(<SupplierKeys />, { wrapper: providers(testQueryClient()) });
    expect(await screen.findByText('Mia Membre')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    // The day in the page's language (jsdom's browser speaks en-US: the month spelled), never the API's ISO form.
    expect(await screen.findByText('Revoked on Nov 28, 2026')).toBeTruthy();
    expect(screen.getByText('Nov 1, 2026')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/supplier/api_keys/41');
  });
});

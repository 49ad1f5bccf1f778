// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AuditRows } from './audit-rows.tsx';
import { envelope, loadTexts, providers, stubFetch, testQueryClient } from '../../../test/providers.tsx';

/** A sheet's history in the back office: the audit log's rows of one target, in the table the audit page uses too. */

beforeAll(() => loadTexts('en', ['common', 'admin-catalogue']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = {
  id: 7,
  at: '2026-11-28T10:00:00.000Z',
  staff_login: 'root@openfds.example',
  action: 'document.access',
  target_type: 'document',
  target_id: '1234567-12345-12345-123456',
  before: { access: 'public' },
  after: { access: 'private' },
  reason: 'supplier asked',
};

describe('audit rows of one target', () => {
  it("asks the log for its target and shows who, what, before, after and why (no target column: it is the page's own)", async () => {
    const calls = stubFetch(() => envelope([row]));
    render(<AuditRows targetType="document" targetId={row.target_id} />, { wrapper: providers(testQueryClient()) });
    const table = await screen.findByTestId('catalogue-audit');
    expect(calls.map((c) => c.path)).toEqual([`/admin/audit?target_type=document&target_id=${row.target_id}&limit=50`]);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['When', 'Who', 'Action', 'Before', 'After', 'Reason']);
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(1)).toEqual(['root@openfds.example', 'document.access', '{\n "access": "public"\n}', '{\n "access": "private"\n}', 'supplier asked']);
  });

  it('says so when nothing was done to the target', async () => {
    stubFetch(() => envelope([]));
    render(<AuditRows targetType="order" targetId="42" />, { wrapper: providers(testQueryClient()) });
    await screen.findByText('Nothing yet.');
    expect(screen.queryByTestId('catalogue-audit')).toBeNull();
  });
});

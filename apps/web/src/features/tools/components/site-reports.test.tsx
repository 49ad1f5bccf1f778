// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORS } from '@openfds/contract';
import { SiteReports } from './site-reports.tsx';
import { ToolBalance } from './tool-balance.tsx';
import { envelope, errorReply, loadTexts, providers, stubFetch, testQueryClient } from '../../../test/providers.tsx';

/** Issue #28: an establishment report spends a Quick-ICPE use, and the balance shown drops without a reload. */

beforeAll(() => loadTexts('en', ['common', 'shell', 'tools']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A server with two free uses this month: each report made spends one, then 780. */
function server(state: { used: number }) {
  return stubFetch((call) => {
    if (call.path.endsWith('/tool_credits')) {
      return envelope([{ tool: 'quickIcpe', free_left: 2 - state.used, free_per_month: 2, credits_left: 0, unlimited: false }]);
    }
    if (state.used >= 2) return errorReply(402, ERRORS.toolCreditsExhausted.code, 'No Quick-ICPE use left');
    state.used += 1;
    const type = call.path.includes('/pdf?') ? 'application/pdf' : XLSX;
    return new Response(new Blob(['%PDF-1.3']), { status: 200, headers: { 'content-type': type, 'content-disposition': 'attachment; filename="r"' } });
  });
}

function renderReports() {
  // jsdom has no object URLs: saveBlob's link is made but never followed.
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  render(
    <>
      <SiteReports login="me@example.com" siteId={7} />
      <ToolBalance login="me@example.com" tool="quickIcpe" />
    </>,
    { wrapper: providers(testQueryClient()) },
  );
}

describe('SiteReports', () => {
  it('fetches the PDF in the interface language and the balance shown drops by one, then again for the xlsx', async () => {
    const state = { used: 0 };
    const calls = server(state);
    renderReports();
    expect((await screen.findByTestId('tool-balance')).textContent).toContain('2 of 2 free uses left');
    await userEvent.click(screen.getByTestId('site-report-pdf'));
    await waitFor(() => expect(screen.getByTestId('tool-balance').textContent).toContain('1 of 2 free uses left'));
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
    expect(calls.some((c) => c.path === '/users/me%40example.com/mySDS/quick_icpe/pdf?site_id=7&lang=en')).toBe(true);
    await userEvent.click(screen.getByTestId('site-report-xlsx'));
    await waitFor(() => expect(screen.getByTestId('tool-balance').textContent).toContain('0 of 2 free uses left'));
  });

  it('says in words when no use is left (780), and saves no file', async () => {
    server({ used: 2 });
    renderReports();
    await userEvent.click(await screen.findByTestId('site-report-pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe('No Quick-ICPE use left');
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});

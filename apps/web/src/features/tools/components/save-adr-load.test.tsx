// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORS } from '@openfds/contract';
import { SaveAdrLoad } from './save-adr-load.tsx';
import { ToolBalance } from './tool-balance.tsx';
import { envelope, errorReply, loadTexts, providers, stubFetch, testQueryClient } from '../../../test/providers.tsx';

/** Issue #28: saving a Quick-ADR load spends a credit, and the tool balance on the page follows without a reload. */

beforeAll(() => loadTexts('en', ['common', 'shell', 'tools']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const load = { lines: [{ un: '1203', quantity: 300, unit: 'L' as const, regime: 'full' as const }] };

function server(saved: { count: number }, refuse = false) {
  return stubFetch((call) => {
    if (call.path.endsWith('/tool_credits')) {
      return envelope([{ tool: 'quickAdr', free_left: 10 - saved.count, free_per_month: 10, credits_left: 0, unlimited: false }]);
    }
    if (refuse) return errorReply(402, ERRORS.toolCreditsExhausted.code, 'No Quick-ADR credit left');
    saved.count += 1;
    return envelope([{ id: 1 }]);
  });
}

async function saveAs(name: string) {
  await userEvent.type(screen.getByLabelText('Name of the load'), name);
  await userEvent.click(screen.getByRole('button', { name: 'Save (one Quick-ADR credit)' }));
}

describe('SaveAdrLoad', () => {
  it('posts the load with its name and the balance shows one use less', async () => {
    const saved = { count: 0 };
    const calls = server(saved);
    render(
      <>
        <SaveAdrLoad login="me@example.com" load={load} />
        <ToolBalance login="me@example.com" tool="quickAdr" />
      </>,
      { wrapper: providers(testQueryClient()) },
    );
    expect((await screen.findByTestId('tool-balance')).textContent).toContain('10 of 10 free uses left');
    await saveAs('Monday petrol');
    expect((await screen.findByTestId('adr-saved')).textContent).toBe('Load saved: Monday petrol');
    await waitFor(() => expect(screen.getByTestId('tool-balance').textContent).toContain('9 of 10 free uses left'));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/users/me%40example.com/mySDS/quick_adr', body: { ...load, name: 'Monday petrol' } });
  });

  it('says in words when no credit is left (780)', async () => {
    server({ count: 0 }, true);
    render(<SaveAdrLoad login="me" load={load} />, { wrapper: providers(testQueryClient()) });
    await saveAs('Tuesday');
    expect((await screen.findByRole('alert')).textContent).toBe('No Quick-ADR credit left');
  });
});

// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORS } from '@openfds/contract';
import { SafeboxPanel } from './safebox-panel.tsx';
import { envelope, errorReply, fieldErrorOf, loadTexts, providers, stubFetch, testQueryClient, type Call } from '../../../test/providers.tsx';

/** Issue #29: the SafeBox membership form, submitted against a stubbed server: the request sent and its error paths. */

beforeAll(() => loadTexts('en', ['common', 'shell', 'safebox']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const none = {
  state: 'none',
  free_tools_active: false,
  contract_identifier: null,
  company_name: null,
  siret: null,
  duns: null,
  address1: null,
  address2: null,
  zipcode: null,
  city: null,
  safebox_cc: null,
  safebox_cc_status: 'none',
  company_check: null,
  contract_sent_at: null,
  contract_last_sent_at: null,
  safebox_max_return_date: null,
  safebox_signed_contract_return_date: null,
  receipt: null,
  opened_by_order: null,
  deposits: [],
  processing: 0,
};
const company = { company_name: 'Acme', siret: '73282932000074', duns: '123456789', address1: '1 rue de la Paix', zipcode: '75002', city: 'Paris' };

async function join(answer: (call: Call) => Response) {
  const calls = stubFetch((call) => (call.method === 'POST' ? answer(call) : envelope([none])));
  render(<SafeboxPanel login="ann" defaults={company} />, { wrapper: providers(testQueryClient()) });
  await userEvent.click(await screen.findByLabelText(/I have read and accept the terms of the SafeBox contract/));
  await userEvent.click(screen.getByRole('button', { name: 'Get my contract' }));
  return calls;
}

describe('SafeBox membership form', () => {
  it('sends the company and the accepted terms to POST /users/{login}/safebox', async () => {
    const calls = await join(() => envelope([{ ...none, state: 'waiting', contract_identifier: 'SB-1' }]));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/users/ann/safebox',
      body: { company_name: 'Acme', siret: '73282932000074', accept_terms: true },
    });
  });

  it('shows a refusal naming a field under it', async () => {
    await join(() => errorReply(400, ERRORS.validation.code, 'This SIRET is not registered', { f: 'siret' }));
    await vi.waitFor(() => expect(fieldErrorOf(screen.getByLabelText(/^SIRET/))).toBe('This SIRET is not registered'));
  });

  it("says a network failure in words, never 'network'", async () => {
    await join(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await screen.findByText('Your request could not be completed, please try later.')).toBeTruthy();
    expect(screen.queryByText('network')).toBeNull();
  });
});

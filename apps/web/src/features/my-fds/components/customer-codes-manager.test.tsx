// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORS } from '@openfds/contract';
import { CustomerCodesManager } from './customer-codes-manager.tsx';
import { envelope, errorReply, fieldErrorOf, loadTexts, providers, stubFetch, testQueryClient, type Call } from '../../../test/providers.tsx';

/** Issue #29: the my-FDS customer codes form: a saved code refreshes the list; a refused one says why under its field. */

beforeAll(() => loadTexts('en', ['common', 'shell', 'my-fds']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATH = '/users/ann/mySDS/customer_codes';
const saved = { supplier_name: 'Acme Chemicals', supplier_code: 'ACME', customer_code: 'C-42', added_at: '2026-11-28' };

async function addCode(answer: (call: Call) => Response) {
  const listed: unknown[] = [];
  const calls = stubFetch((call) => {
    if (call.method === 'POST') {
      const reply = answer(call);
      if (reply.ok) listed.push(saved);
      return reply;
    }
    return envelope(call.path === PATH ? [...listed] : []);
  });
  render(<CustomerCodesManager login="ann" />, { wrapper: providers(testQueryClient()) });
  await userEvent.type(screen.getByLabelText(/^Supplier/), 'Acme Chemicals');
  await userEvent.type(screen.getByLabelText(/^Customer code/), 'C-42');
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  return calls;
}

describe('customer codes form', () => {
  it('sends the code and shows it once the list is asked again', async () => {
    const calls = await addCode(() => envelope([saved]));
    expect(await screen.findByText('C-42')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: PATH, body: { supplier_name: 'Acme Chemicals', customer_code: 'C-42' } });
    expect(calls.filter((c) => c.method === 'GET' && c.path === PATH)).toHaveLength(2);
  });

  it("shows the supplier's refusal (567) under the code field", async () => {
    await addCode(() => errorReply(400, ERRORS.invalidCustomerCode.code, ERRORS.invalidCustomerCode.messages.en, { f: 'customer_code' }));
    await vi.waitFor(() => expect(fieldErrorOf(screen.getByLabelText(/^Customer code/))).toBe(ERRORS.invalidCustomerCode.messages.en));
    expect(screen.queryByText('C-42')).toBeNull();
  });
});

// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORS } from '@openfds/contract';
import { CallBackForm } from './call-back-form.tsx';
import { envelope, errorReply, fieldErrorOf, loadTexts, providers, stubFetch, testQueryClient } from '../../../test/providers.tsx';

/** Issue #29: a form of the forms feature, submitted against a stubbed server, with its two error paths. */

beforeAll(() => loadTexts('en', ['common', 'shell', 'forms']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fillAndSend() {
  render(<CallBackForm />, { wrapper: providers(testQueryClient()) });
  await userEvent.type(screen.getByLabelText(/^First name/), 'Ada');
  await userEvent.type(screen.getByLabelText(/^Last name/), 'Lovelace');
  await userEvent.type(screen.getByLabelText(/^E-mail/), 'ada@example.com');
  await userEvent.type(screen.getByLabelText(/^Phone/), '+33 1 23 45 67 89');
  await userEvent.type(screen.getByLabelText(/^Company/), 'Analytical Engines');
  await userEvent.click(screen.getByRole('button', { name: 'Ask to be called back' }));
}

describe('call-back form', () => {
  it('sends the request to POST /contacts with the values typed', async () => {
    const calls = stubFetch(() => envelope([{ kind: 'contact', reference: 'C-1', received_at: '2026-11-28T12:00:00Z' }]));
    await fillAndSend();
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls[0]).toMatchObject({ path: '/contacts', body: { first_name: 'Ada', email_office: 'ada@example.com', company_name: 'Analytical Engines' } });
  });

  it('puts a server error that names a field under that field', async () => {
    stubFetch(() => errorReply(400, ERRORS.validation.code, 'This address is refused', { f: 'email_office' }));
    await fillAndSend();
    await vi.waitFor(() => expect(fieldErrorOf(screen.getByLabelText(/^E-mail/))).toBe('This address is refused'));
  });

  it("says a network failure in words, never 'network'", async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await fillAndSend();
    expect(await screen.findByText('Your request could not be sent, please try again later.')).toBeTruthy();
    expect(screen.queryByText('network')).toBeNull();
  });
});

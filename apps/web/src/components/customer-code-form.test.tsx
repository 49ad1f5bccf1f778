// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORS } from '@openfds/contract';
import { CustomerCodeForm } from './customer-code-form.tsx';
import { ApiError } from '../lib/api.ts';
import { fieldErrorOf, loadTexts, providers, testQueryClient } from '../test/providers.tsx';

/** Issue #29: the customer-code prompt of search and the sheet page: the code checked, the refusals under the field. */

beforeAll(() => loadTexts('en', ['common', 'shell', 'search']));
afterEach(cleanup);

async function submit(code: string, onVerify: (code: string) => Promise<void>) {
  render(<CustomerCodeForm supplierName="Acme" onVerify={onVerify} />, { wrapper: providers(testQueryClient()) });
  if (code) await userEvent.type(screen.getByLabelText(/^Customer code/), code);
  await userEvent.click(screen.getByRole('button', { name: 'Check the code' }));
  return screen.getByLabelText(/^Customer code/);
}

describe('customer code form', () => {
  it('hands the trimmed code to the caller', async () => {
    const onVerify = vi.fn(async () => undefined);
    await submit('  C-42 ', onVerify);
    expect(onVerify).toHaveBeenCalledWith('C-42');
  });

  it('refuses an empty code before sending', async () => {
    const onVerify = vi.fn(async () => undefined);
    const field = await submit('', onVerify);
    expect(fieldErrorOf(field)).toBe('Enter your customer code');
    expect(onVerify).not.toHaveBeenCalled();
  });

  it("shows the server's 567 message, and a network failure as the form's own words (never 'network')", async () => {
    const refused = await submit('C-42', async () => {
      throw new ApiError(400, ERRORS.invalidCustomerCode.code, ERRORS.invalidCustomerCode.messages.en);
    });
    await vi.waitFor(() => expect(fieldErrorOf(refused)).toBe(ERRORS.invalidCustomerCode.messages.en));
    cleanup();

    const failed = await submit('C-42', async () => {
      throw new ApiError(0, null, 'network');
    });
    await vi.waitFor(() => expect(fieldErrorOf(failed)).toBe('The check did not succeed, please try again.'));
  });
});

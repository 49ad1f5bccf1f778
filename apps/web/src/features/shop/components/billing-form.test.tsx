// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORS, VALIDATION_MESSAGES, type BillingRequest } from '@openfds/contract';
import { BillingForm } from './billing-form.tsx';
import { ApiError } from '../../../lib/api.ts';
import { fieldErrorOf, loadTexts, providers, testQueryClient } from '../../../test/providers.tsx';

/** Issue #29: the billing form runs on react-hook-form with the contract's BillingRequest; every error sits by its field. */

beforeAll(() => loadTexts('en', ['common', 'shell', 'shop']));
afterEach(cleanup);

function renderForm(props: { error?: unknown; initial?: Parameters<typeof BillingForm>[0]['prefill'] } = {}) {
  const onSubmit = vi.fn<(values: BillingRequest) => void>();
  render(<BillingForm initial={null} prefill={props.initial ?? null} busy={false} error={props.error ?? null} onSubmit={onSubmit} />, {
    wrapper: providers(testQueryClient()),
  });
  return onSubmit;
}

const filled = { company_name: '  Acme ', address1: '1 rue de la Paix', zipcode: '75002', city: 'Paris', country_code: 'DE', eu_vat_number: 'de 123.456.789' };

describe('billing form', () => {
  it('submits the values as the contract parses them (trimmed, VAT number normalised, empty optional fields null)', async () => {
    const onSubmit = renderForm({ initial: filled });
    await userEvent.click(screen.getByLabelText(/I accept the terms of sale/));
    await userEvent.click(screen.getByLabelText(/I accept the use of my personal data/));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and go to payment' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      company_name: 'Acme',
      city: 'Paris',
      country_code: 'DE',
      eu_vat_number: 'DE123456789',
      terms_of_sale: true,
      personal_data: true,
      first_name: null,
      siret: null,
    });
  });

  it('refuses an empty form: every field in error says why next to it, translated, and nothing is sent', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText(/SIRET/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and go to payment' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(fieldErrorOf(screen.getByLabelText(/^Company/))).toBe(VALIDATION_MESSAGES.bad_register_company.en);
    expect(fieldErrorOf(screen.getByLabelText(/^Address\b(?! line)/))).toBe(VALIDATION_MESSAGES.params_required.en);
    expect(fieldErrorOf(screen.getByLabelText(/^City/))).toBe(VALIDATION_MESSAGES.params_required.en);
    expect(fieldErrorOf(screen.getByLabelText(/^Postcode/))).toBe(VALIDATION_MESSAGES.params_required.en);
    expect(fieldErrorOf(screen.getByLabelText(/SIRET/))).toBe(VALIDATION_MESSAGES.bad_siret.en);
    expect(fieldErrorOf(screen.getByLabelText(/I accept the terms of sale/))).toBe('This consent is required to order');
    expect(screen.getByText('7 fields need correcting or filling in.')).toBeTruthy();
  });

  it("shows the server's error under the field it names", async () => {
    const refused = new ApiError(400, ERRORS.validation.code, 'The SIRET check digit is wrong', [{ name: 'f', value: 'siret' }]);
    renderForm({ initial: filled, error: refused });
    expect(fieldErrorOf(await screen.findByLabelText(/SIRET/))).toBe('The SIRET check digit is wrong');
  });

  it("shows any other failure in words above the buttons, never 'network'", async () => {
    renderForm({ initial: filled, error: new ApiError(0, null, 'network') });
    expect(screen.getByText('Your request could not be completed, please try later.')).toBeTruthy();
    expect(screen.queryByText('network')).toBeNull();
  });
});

// @vitest-environment jsdom
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartPage } from './cart-page.tsx';
import { envelope, loadTexts, providers, stubFetch, testQueryClient } from '../../../test/providers.tsx';

beforeAll(() => loadTexts('en', ['common', 'shell', 'shop']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// After a paid order the server keeps the cart at its last step (4) with no offer left.
const emptyAfterPayment = { offers: [], waiting_offers: [], quantity: 1, minimum_quantity: 1, step: 4, command: 1, client_secret: null };

it('an empty cart stands at step 1 "Cart", not at the billing step of the last order', async () => {
  stubFetch(() => envelope([emptyAfterPayment]));
  render(<CartPage login="user@openfds.local" onLoginNeeded={() => undefined} />, { wrapper: providers(testQueryClient(), '/en/products_old/') });
  await screen.findByText('Your cart is empty');
  const current = screen.getByRole('list', { name: /steps/i }).querySelector('[aria-current="step"]');
  expect(current?.textContent).toBe('1. Cart');
});

it('the "raised to the minimum" notice of step 1 does not follow the user to the billing step', async () => {
  const line = { item_code: 'A1', offer_id: 12, tool_label: 'FDS-Extract', option: 'Standard', quantity: 3, et_price: 60, it_price: 72 };
  const cart = { ...emptyAfterPayment, offers: [line], quantity: 3, minimum_quantity: 3, minimum_reason: 'tokens', step: 1, command: null };
  let step = 1;
  stubFetch((call) => {
    if (call.method === 'PUT') {
      const body = call.body as { step?: string };
      if (body.step === '+') step = 2;
    }
    if (call.path.startsWith('/cart')) return envelope([{ ...cart, step }]);
    return envelope([]);
  });
  render(<CartPage login="user@openfds.local" onLoginNeeded={() => undefined} />, { wrapper: providers(testQueryClient(), '/en/products_old/') });
  const lots = await screen.findByLabelText('Lots');
  await userEvent.clear(lots);
  await userEvent.type(lots, '0');
  lots.blur();
  await screen.findByText(/cannot be below the minimum of 3 lots/);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(screen.queryByLabelText('Lots')).toBeNull());
  expect(screen.queryByText(/cannot be below the minimum/)).toBeNull();
});

// @vitest-environment jsdom
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
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

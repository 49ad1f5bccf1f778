// @vitest-environment jsdom
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToolOffers } from './tool-offers.tsx';
import { envelope, loadTexts, providers, stubFetch, testQueryClient } from '../../../test/providers.tsx';

const offer = { id: 11, name: 'Level 1', price: 90, technical_reference: 'L1', reference: 'FDS_EXTRACT_L1', free: false, available: true, credits_per_lot: 10 };
const tool = { id: 1, tool_reference: 'FDS_DATA_EXTRACT', slug: 'fds-extract', status: 'available', label: 'FDS-Extract', offers: [offer] };
const cart = { offers: [], waiting_offers: [], quantity: 1, step: 0 };

beforeAll(() => loadTexts('en', ['common', 'shell', 'shop']));
afterEach(() => vi.unstubAllGlobals());

it('an offer that cannot be added because the network failed says so in words, not "network" (issue #29)', async () => {
  stubFetch((call) => {
    if (call.method === 'PUT') throw new TypeError('Failed to fetch');
    return call.path === '/tools' ? envelope([tool]) : envelope([cart]);
  });
  render(<ToolOffers toolReference="FDS_DATA_EXTRACT" />, { wrapper: providers(testQueryClient()) });

  await userEvent.click(await screen.findByRole('button', { name: 'Add to cart: Level 1' }));

  expect(await screen.findByText('Your request could not be completed, please try later.')).toBeTruthy();
  expect(screen.queryByText('network')).toBeNull();
});

// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuickIcpePage } from './quick-icpe-page.tsx';
import { loadTexts, providers, stubFetch, testQueryClient } from '../../../test/providers.tsx';

/** Issue #28: Quick-ICPE's refused input is named as the form names it, every refusal listed. */

beforeAll(() => loadTexts('en', ['common', 'shell', 'tools']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server's reply to an unknown H statement and a negative quantity (two errors, each bound to its field). */
const refused = () =>
  new Response(
    JSON.stringify({
      collection: {
        version: '1.0',
        href: '/api/v1/quick_icpe/assessments',
        items: [],
        data: [],
        links: [],
        errors: [
          { code: 595, message: 'The format is not valid', data: [{ name: 'f', value: 'products.0.h_statements.1' }] },
          { code: 595, message: 'The number is too small', data: [{ name: 'f', value: 'products.0.quantity' }] },
        ],
      },
    }),
    { status: 400, headers: { 'content-type': 'application/json' } },
  );

describe('Quick-ICPE page', () => {
  it('names the refused fields as the form does, never by their technical path, and lists every error', async () => {
    const calls = stubFetch((call) => (call.method === 'POST' ? refused() : new Response(JSON.stringify({ collection: { items: [], data: [], errors: [] } }))));
    render(<QuickIcpePage />, { wrapper: providers(testQueryClient()) });
    await userEvent.type(screen.getByLabelText('H statements'), 'H225, H999');
    await userEvent.type(screen.getByLabelText('Maximum quantity'), '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Assess' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toContain('products.');
    expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Product 1 - H statements: The format is not valid',
      'Product 1 - Maximum quantity: The number is too small',
    ]);
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/quick_icpe/assessments',
      body: { products: [{ h_statements: ['H225', 'H999'], quantity: -5 }] },
    });
  });
});

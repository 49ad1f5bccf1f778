// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuickAdrPage } from './quick-adr-page.tsx';
import { QuickIcpePage } from './quick-icpe-page.tsx';
import { envelope, loadTexts, providers, stubFetch, testQueryClient } from '../../../test/providers.tsx';

/** Issue #28: Quick-ICPE's and Quick-ADR's refused input is named as the form names it, every refusal listed. */

beforeAll(() => loadTexts('en', ['common', 'shell', 'tools']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server's reply refusing two fields of the first row (each error bound to its field). */
const refused = (fields: [string, string]) =>
  new Response(
    JSON.stringify({
      collection: {
        version: '1.0',
        href: '/api/v1/quick_icpe/assessments',
        items: [],
        data: [],
        links: [],
        errors: [
          { code: 595, message: 'The format is not valid', data: [{ name: 'f', value: fields[0] }] },
          { code: 595, message: 'The number is too small', data: [{ name: 'f', value: fields[1] }] },
        ],
      },
    }),
    { status: 400, headers: { 'content-type': 'application/json' } },
  );

describe('Quick-ICPE page', () => {
  it('names the refused fields as the form does, never by their technical path, and lists every error', async () => {
    const calls = stubFetch((call) =>
      call.method === 'POST'
        ? refused(['products.0.h_statements.1', 'products.0.quantity'])
        : new Response(JSON.stringify({ collection: { items: [], data: [], errors: [] } })),
    );
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

  it('Quick-ADR names its rows and fields the same way', async () => {
    stubFetch((call) =>
      call.method === 'POST' ? refused(['lines.0.un', 'lines.0.quantity']) : new Response(JSON.stringify({ collection: { items: [], data: [], errors: [] } })),
    );
    render(<QuickAdrPage />, { wrapper: providers(testQueryClient()) });
    await userEvent.type(screen.getByLabelText('UN number'), '99999');
    await userEvent.type(screen.getByLabelText('Quantity'), '-3');
    await userEvent.click(screen.getByRole('button', { name: 'Compute the load' }));
    const alert = await screen.findByRole('alert');
    expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Line 1 - UN number: The format is not valid',
      'Line 1 - Quantity: The number is too small',
    ]);
  });

  it('Quick-ICPE shows its assumptions only when the assessment made some', async () => {
    const result = (assumptions: { detail: string }[]) => ({
      rubriques: [{ rubrique: '4331', title: 'Flammable liquids', regime: 'DC', tonnes: 60, state: null, next: null }],
      seveso: { status: 'none', by: null, sums: { sa: 0, sb: 0.012, sc: 0 } },
      assumptions,
      nomenclature: { source: 'LEGI', version: '2015-06-01', licence: 'Licence Ouverte', confirmed_against_current_text: true },
    });
    let assumptions: { detail: string }[] = [];
    stubFetch((call) => (call.method === 'POST' ? envelope([result(assumptions)]) : envelope([])));
    render(<QuickIcpePage />, { wrapper: providers(testQueryClient()) });
    await userEvent.type(screen.getByLabelText('H statements'), 'H225');
    await userEvent.type(screen.getByLabelText('Maximum quantity'), '60');
    await userEvent.click(screen.getByRole('button', { name: 'Assess' }));
    await screen.findByTestId('seveso');
    expect(screen.queryByRole('heading', { name: 'Assumptions' })).toBeNull();
    assumptions = [{ detail: 'H225 read as category 2' }];
    await userEvent.click(screen.getByRole('button', { name: 'Assess' }));
    await screen.findByText('H225 read as category 2');
    expect(screen.getByRole('heading', { name: 'Assumptions' })).toBeTruthy();
  });
});

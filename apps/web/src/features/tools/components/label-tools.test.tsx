// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORS } from '@openfds/contract';
import { BulkLabels } from './bulk-labels.tsx';
import { LabelDesigner } from './label-designer.tsx';
import { ToolBalance } from './tool-balance.tsx';
import { envelope, errorReply, loadTexts, providers, stubFetch, testQueryClient } from '../../../test/providers.tsx';

/** Issue #28: the label designer of a sheet and the bulk labels of my-FDS, against a stubbed server. */

beforeAll(() => loadTexts('en', ['common', 'shell', 'tools']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CODE = '1000001-00001-00001-000001';
const P = ['P101', 'P102', 'P210', 'P233', 'P280', 'P303+P361+P353', 'P403+P235', 'P501'];
const design = {
  document_code: CODE,
  product_name: 'Solvent X',
  h_statements: ['H225', 'H319'],
  euh_statements: [],
  p_statements: P,
  contains: { names: ['acetone'], proposed: false },
  ufi: 'N1QV-R0MM-F00K-4CC9',
  supplier: { name: 'Chemco', address: null, phone: null },
  emergency_phone: '+33 1 45 42 59 59',
  permanent_url: 'https://example.org/fds/x',
  labellable: true,
};
const elements = {
  pictograms: ['GHS02', 'GHS07'],
  signal_word: 'danger',
  label_mm: [52, 74],
  pictogram_mm: 16,
  min_x_height_mm: 1.4,
  p_reduction: null,
  warnings: [],
};
const pdf = (headers: Record<string, string> = {}) =>
  new Response(new Blob(['%PDF-1.3']), {
    status: 200,
    headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="l.pdf"', ...headers },
  });

function noDownload() {
  // jsdom has no object URLs: saveBlob's link is made but never followed.
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
}

describe('LabelDesigner', () => {
  it('starts from the sheet, previews one label through POST /labels/elements, and sends the P statements kept with the PDF call', async () => {
    noDownload();
    const calls = stubFetch((call) => {
      if (call.method === 'GET') return envelope([design]);
      if (call.path === '/labels/elements') return envelope([elements]);
      return pdf();
    });
    render(<LabelDesigner documentCode={CODE} />, { wrapper: providers(testQueryClient()) });
    expect((await screen.findByTestId('label-contains')).textContent).toBe('acetone');
    expect((await screen.findByTestId('signal-word')).textContent).toBe('Danger');
    expect(screen.getByTestId('label-size').textContent).toContain('52 × 74');
    // Eight P statements: the CLP warning, and a choice.
    expect(screen.getByText(/More than 6 precautionary statements/)).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'P101' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'P102' }));
    expect(screen.queryByText(/More than 6 precautionary statements/)).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Label language'), 'de');
    await userEvent.click(screen.getByRole('button', { name: 'Download the labels (PDF)' }));
    await waitFor(() => expect(calls.some((c) => c.path === `/documents/${CODE}/labels` && c.method === 'POST')).toBe(true));
    const sent = calls.find((c) => c.path === `/documents/${CODE}/labels` && c.method === 'POST')!;
    expect(sent.body).toMatchObject({ capacity_l: 1, language: 'de', preset: 'a4-4', copies: 1, p_statements: P.slice(2) });
    // The preview was asked again without the two unticked statements.
    expect(calls.filter((c) => c.path === '/labels/elements').at(-1)!.body).toMatchObject({ p_statements: P.slice(2) });
  });

  it('sends a custom grid and shows the refusal bound to it', async () => {
    const calls = stubFetch((call) => {
      if (call.method === 'GET') return envelope([{ ...design, p_statements: ['P210'] }]);
      if (call.path === '/labels/elements') return envelope([elements]);
      return errorReply(400, ERRORS.labelGridTooSmall.code, 'This grid gives labels of 65.3 × 34.1 mm: this capacity needs at least 52 × 74 mm', { f: 'grid' });
    });
    render(<LabelDesigner documentCode={CODE} />, { wrapper: providers(testQueryClient()) });
    await userEvent.selectOptions(await screen.findByLabelText('A4 sheet'), 'custom');
    await userEvent.click(screen.getByRole('button', { name: 'Download the labels (PDF)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('grid: This grid gives labels of 65.3 × 34.1 mm: this capacity needs at least 52 × 74 mm');
    expect(calls.at(-1)!.body).toMatchObject({ grid: { columns: 3, rows: 8, margin_mm: 5, gap_mm: 2 } });
  });
});

describe('BulkLabels', () => {
  it('asks one PDF for the selected sheets and names the sheet left out', async () => {
    noDownload();
    const left = [{ document_code: 'b', product_name: 'Water', reason: 'no_hazard_data' }];
    const calls = stubFetch(() => pdf({ 'x-labels-not-labelled': encodeURIComponent(JSON.stringify(left)) }));
    render(<BulkLabels login="me@example.com" codes={['a', 'b']} names={{ a: 'Acid', b: 'Water' }} />, { wrapper: providers(testQueryClient()) });
    await userEvent.click(screen.getByRole('button', { name: 'Labels…' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download the labels PDF' }));
    expect((await screen.findByTestId('not-labelled')).textContent).toContain('Water: no hazard statement or pictogram to label');
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/users/me%40example.com/mySDS/labels', body: { document_codes: ['a', 'b'], capacity_l: 1 } });
  });

  it('names the sheets when none can be labelled (786)', async () => {
    const left = [{ document_code: 'b', product_name: 'Water', reason: 'not_read' }];
    stubFetch(() => errorReply(422, ERRORS.labelsNoSheet.code, 'None of these sheets can be labelled: Water', { not_labelled: left }));
    render(<BulkLabels login="me" codes={['b']} names={{}} />, { wrapper: providers(testQueryClient()) });
    await userEvent.click(screen.getByRole('button', { name: 'Labels…' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download the labels PDF' }));
    expect((await screen.findByRole('alert')).textContent).toBe('None of these sheets can be labelled: Water');
    expect((await screen.findByTestId('not-labelled')).textContent).toContain('Water: not read yet');
  });
});

describe('the tool balance after a label sheet', () => {
  /** The server's balance: one free use spent per PDF made (the stub counts them). */
  function balanceServer(made: { count: number }, answer: (call: { method: string; path: string }) => Response) {
    return stubFetch((call) => {
      if (call.path.endsWith('/tool_credits')) {
        return envelope([{ tool: 'fdsLabels', free_left: 10 - made.count, free_per_month: 10, credits_left: 0, unlimited: false }]);
      }
      return answer(call);
    });
  }

  it('shows the new figure once the designer has made a PDF (no page load)', async () => {
    noDownload();
    const made = { count: 0 };
    balanceServer(made, (call) => {
      if (call.method === 'GET') return envelope([{ ...design, p_statements: ['P210'] }]);
      if (call.path === '/labels/elements') return envelope([elements]);
      made.count += 1;
      return pdf();
    });
    render(
      <>
        <LabelDesigner documentCode={CODE} />
        <ToolBalance login="me" tool="fdsLabels" />
      </>,
      { wrapper: providers(testQueryClient()) },
    );
    expect((await screen.findByTestId('tool-balance')).textContent).toContain('10 of 10 free uses left');
    await userEvent.click(await screen.findByRole('button', { name: 'Download the labels (PDF)' }));
    await waitFor(() => expect(screen.getByTestId('tool-balance').textContent).toContain('9 of 10 free uses left'));
  });

  it('shows the new figure once the bulk form has made a PDF', async () => {
    noDownload();
    const made = { count: 0 };
    balanceServer(made, () => {
      made.count += 1;
      return pdf();
    });
    render(
      <>
        <BulkLabels login="me" codes={['a']} names={{ a: 'Acid' }} />
        <ToolBalance login="me" tool="fdsLabels" />
      </>,
      { wrapper: providers(testQueryClient()) },
    );
    expect((await screen.findByTestId('tool-balance')).textContent).toContain('10 of 10 free uses left');
    await userEvent.click(screen.getByRole('button', { name: 'Labels…' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download the labels PDF' }));
    await waitFor(() => expect(screen.getByTestId('tool-balance').textContent).toContain('9 of 10 free uses left'));
  });
});

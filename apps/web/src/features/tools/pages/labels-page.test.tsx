// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORS } from '@openfds/contract';
import { LabelsPage } from './labels-page.tsx';
import { envelope, errorReply, loadTexts, providers, stubFetch, testQueryClient, type Call } from '../../../test/providers.tsx';

/** Issue #29: a tools form (CLP label elements) submitted against a stubbed server, with its error paths. */

beforeAll(() => loadTexts('en', ['common', 'shell', 'tools']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function compute(answer: (call: Call) => Response) {
  const calls = stubFetch(answer);
  render(<LabelsPage />, { wrapper: providers(testQueryClient()) });
  await userEvent.type(screen.getByLabelText('H statements'), 'H225, H319');
  await userEvent.clear(screen.getByLabelText('Container capacity (L)'));
  await userEvent.type(screen.getByLabelText('Container capacity (L)'), '2,5');
  await userEvent.click(screen.getByRole('button', { name: 'Show the elements' }));
  return calls;
}

describe('CLP labels form', () => {
  it('sends the statements and the capacity to POST /labels/elements and shows the label size', async () => {
    const result = { pictograms: ['GHS02'], signal_word: null, label_mm: [52, 74], pictogram_mm: 16, min_x_height_mm: 1.2, p_reduction: null, warnings: [] };
    const calls = await compute(() => envelope([result]));
    expect((await screen.findByTestId('label-size')).textContent).toContain('52');
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/labels/elements', body: { h_statements: ['H225', 'H319'], capacity_l: 2.5 } });
  });

  it('names the field the server refused', async () => {
    await compute(() => errorReply(400, ERRORS.validation.code, 'Unknown statement H999', { f: 'h_statements' }));
    expect((await screen.findByRole('alert')).textContent).toBe('H statements: Unknown statement H999');
  });

  it("says a network failure in words, never 'network'", async () => {
    await compute(() => {
      throw new TypeError('Failed to fetch');
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Your request could not be completed, please try later.');
  });

  it('sends the A4 preset with the statements and says how many labels a sheet holds', async () => {
    const sheet = { layout: 'a4-8', columns: 2, rows: 4, per_sheet: 8, cell_mm: [105, 74.3] };
    const result = {
      pictograms: ['GHS02'],
      signal_word: null,
      label_mm: [52, 74],
      pictogram_mm: 16,
      min_x_height_mm: 1.4,
      p_reduction: null,
      warnings: [],
      sheet,
    };
    const calls = stubFetch(() => envelope([result]));
    render(<LabelsPage />, { wrapper: providers(testQueryClient()) });
    await userEvent.type(screen.getByLabelText('H statements'), 'H225');
    await userEvent.selectOptions(screen.getByLabelText('A4 sheet'), 'a4-8');
    // The standalone page prints nothing: no label language, no copies.
    expect(screen.queryByLabelText('Label language')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show the elements' }));
    expect((await screen.findByTestId('label-sheet')).textContent).toBe('8 labels per A4 sheet (2 × 4, cells of 105 × 74.3 mm)');
    expect(calls[0]!.body).toEqual({ h_statements: ['H225'], capacity_l: 1, preset: 'a4-8' });
  });

  it('sends a custom grid and shows the refusal (785) bound to it', async () => {
    const calls = stubFetch(() =>
      errorReply(400, ERRORS.labelGridTooSmall.code, 'This grid gives labels of 65.3 × 34.1 mm: this capacity needs at least 52 × 74 mm', { f: 'grid' }),
    );
    render(<LabelsPage />, { wrapper: providers(testQueryClient()) });
    await userEvent.type(screen.getByLabelText('H statements'), 'H225');
    await userEvent.selectOptions(screen.getByLabelText('A4 sheet'), 'custom');
    await userEvent.clear(screen.getByLabelText('Columns'));
    await userEvent.type(screen.getByLabelText('Columns'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Show the elements' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Custom grid: This grid gives labels of 65.3 × 34.1 mm: this capacity needs at least 52 × 74 mm',
    );
    expect(calls[0]!.body).toMatchObject({ grid: { columns: 4, rows: 8, margin_mm: 5, gap_mm: 2 } });
    expect(calls[0]!.body).not.toHaveProperty('preset');
  });
});

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
    expect((await screen.findByRole('alert')).textContent).toBe('h_statements: Unknown statement H999');
  });

  it("says a network failure in words, never 'network'", async () => {
    await compute(() => {
      throw new TypeError('Failed to fetch');
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Your request could not be completed, please try later.');
  });
});

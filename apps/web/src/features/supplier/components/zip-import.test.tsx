// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORS, type ZipImportRowError } from '@openfds/contract';
import { ZipImport } from './zip-import.tsx';
import { envelope, loadTexts, providers, stubFetch, testQueryClient } from '../../../test/providers.tsx';

/** Issue #27: the zip import's bad rows are worded in the user's language from their issue, not the importer's English. */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ROWS: ZipImportRowError[] = [
  { line: 4, reason: 'unknown language "xx"', issue: 'language', params: { value: 'xx' } },
  { line: 5, reason: 'file not found: pdf/absent.pdf', issue: 'fileNotFound', params: { file: 'pdf/absent.pdf' } },
  { line: 6, reason: ERRORS.notFound.messages.en, issue: 'refused', params: { code: ERRORS.notFound.code } },
];

async function importZip() {
  stubFetch(() => envelope(ROWS, { created: 1, revised: 0, updated: 0, unchanged: 0 }));
  const { container } = render(<ZipImport />, { wrapper: providers(testQueryClient()) });
  await userEvent.click(container.querySelector('summary')!);
  await userEvent.upload(container.querySelector<HTMLInputElement>('#supplier-zip')!, new File(['PK'], 'lot.zip', { type: 'application/zip' }));
  await userEvent.click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!);
  await screen.findAllByRole('listitem');
  return container.querySelector('ul')!;
}

describe('zip import report', () => {
  beforeAll(() => loadTexts('fr', ['common', 'shell', 'supplier']));

  it('words each bad row in French, the publisher refusals with the catalogue message', async () => {
    const status = await importZip();
    const items = [...status.querySelectorAll('li')].map((li) => li.textContent);
    expect(items[0]).toContain('langue inconnue « xx »');
    expect(items[1]).toContain('fichier absent du zip : pdf/absent.pdf');
    expect(items[2]).toContain(ERRORS.notFound.messages.fr);
    expect(status.textContent).not.toContain('unknown language');
  });

  it('words them in German for a German user', async () => {
    await loadTexts('de', ['common', 'shell', 'supplier']);
    const status = await importZip();
    expect(status.textContent).toContain('unbekannte Sprache „xx“');
    expect(status.textContent).toContain('Datei nicht in der ZIP-Datei: pdf/absent.pdf');
  });
});

// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORS } from '@openfds/contract';
import { ContentEditor } from './content-editor.tsx';
import { envelope, errorReply, fieldErrorOf, loadTexts, providers, stubFetch, testQueryClient, type Call } from '../../../test/providers.tsx';

/** Issue #26: the content editor's four languages in one form, saved in one call against a stubbed server. */

beforeAll(() => loadTexts('en', ['common', 'shell', 'admin-desk']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = { title: 'Qui sommes-nous', lead: 'Une plateforme', sections: [] };

function open(answer: (call: Call) => Response) {
  const calls = stubFetch((call) => (call.method === 'PUT' ? answer(call) : envelope([])));
  render(<ContentEditor entity="site_pages" item={{ key: 'about', rows: { fr: page }, isNew: false, language: 'fr' }} onDone={() => undefined} />, {
    wrapper: providers(testQueryClient()),
  });
  return calls;
}

async function typeEnglish() {
  await userEvent.click(screen.getByRole('tab', { name: /^English/ }));
  await userEvent.type(screen.getByLabelText(/^Title/), 'About us');
  await userEvent.type(screen.getByLabelText(/^Introduction/), 'A platform');
}

describe('content editor', () => {
  it('names the languages an item lacks before any save', () => {
    open(() => envelope([]));
    expect(screen.getByText(/^Missing languages/).textContent).toBe('Missing languages: English, German, Italian.');
    expect(screen.getByRole('tab', { name: 'Italian (missing)' })).toBeTruthy();
  });

  it('saves two languages in one PUT /admin/content/{entity}/{key} and names the ones still missing', async () => {
    const calls = open(() =>
      envelope(
        [
          { key: 'about', language: 'fr', fields: page, updated_at: '2026-11-28T10:00:00Z' },
          { key: 'about', language: 'en', fields: { ...page, title: 'About us' }, updated_at: '2026-11-28T10:00:00Z' },
        ],
        { missing: ['de', 'it'] },
      ),
    );
    await typeEnglish();
    await userEvent.click(screen.getByRole('button', { name: 'Save the languages' }));
    expect((await screen.findByText(/^Saved\./)).textContent).toBe('Saved. Missing languages: German, Italian.');
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({
      path: '/admin/content/site_pages/about',
      body: { translations: { fr: { title: 'Qui sommes-nous' }, en: { title: 'About us', lead: 'A platform' } } },
    });
    expect(Object.keys((puts[0].body as { translations: object }).translations).sort()).toEqual(['en', 'fr']);
    expect(screen.getByRole('tab', { name: 'English' })).toBeTruthy();
  });

  it("shows an error under its field in its language's tab, and marks that tab", async () => {
    open(() => errorReply(400, ERRORS.validation.code, 'This title is too long', { f: 'translations.en.title' }));
    await typeEnglish();
    await userEvent.click(screen.getByRole('tab', { name: /^French/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the languages' }));
    const tab = await screen.findByRole('tab', { name: 'English (error)' });
    // The French tab shows no error: the error belongs to English.
    expect(fieldErrorOf(screen.getByLabelText(/^Title/))).toBeNull();
    await userEvent.click(tab);
    expect(fieldErrorOf(within(screen.getByRole('tabpanel')).getByLabelText(/^Title/))).toBe('This title is too long');
    // Bound to its field, the error is said once (no banner above the buttons).
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('deletes one translation and names it missing, then leaves it out of the next save', async () => {
    const calls = stubFetch((call) => (call.method === 'DELETE' ? envelope([]) : envelope([], { missing: ['en', 'de', 'it'] })));
    const item = { key: 'about', rows: { fr: page, en: { ...page, title: 'About us' } }, isNew: false, language: 'en' as const };
    render(<ContentEditor entity="site_pages" item={item} onDone={() => undefined} />, { wrapper: providers(testQueryClient()) });
    expect(screen.getByText(/^Missing languages/).textContent).toBe('Missing languages: German, Italian.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete the translation (English)' }));
    await vi.waitFor(() => expect(screen.getByText(/^Missing languages/).textContent).toBe('Missing languages: English, German, Italian.'));
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/admin/content/site_pages/about/en');
    await userEvent.click(screen.getByRole('button', { name: 'Save the languages' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(Object.keys((calls.find((c) => c.method === 'PUT')?.body as { translations: object }).translations)).toEqual(['fr']);
  });
});

// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORS } from '@openfds/contract';
import { ApiKeysPage } from './api-keys-page.tsx';
import { envelope, errorReply, fieldErrorOf, loadTexts, providers, stubFetch, testQueryClient } from '../../../test/providers.tsx';

/** Issue #27: /account/api-keys, its form in the house layout and the server's field errors under their field. */

beforeAll(() => loadTexts('en', ['common', 'shell', 'api-keys']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('API keys page', () => {
  it('puts the server’s error on the name under the name field, in the house form layout', async () => {
    const calls = stubFetch((call) =>
      call.method === 'POST' ? errorReply(400, ERRORS.validation.code, 'This field is required', { f: 'name' }) : envelope([]),
    );
    render(<ApiKeysPage />, { wrapper: providers(testQueryClient()) });
    const create = await screen.findByRole('button', { name: 'Create the key' });
    // The page used class names no style sheet defines (a bare native button, tiny inputs).
    expect(create.classList.contains('btn')).toBe(true);
    expect(screen.getByLabelText('Name').classList.contains('field__input')).toBe(true);
    // An empty name reaches the server (no browser bubble in the page's language), whose translated error is shown.
    await userEvent.click(create);
    await vi.waitFor(() => expect(fieldErrorOf(screen.getByLabelText('Name'))).toBe('This field is required'));
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/account/api_keys', body: { name: '', scope: 'read', webhook_url: null } });
  });

  it('sends a supplier key with its webhook to /supplier/api_keys and binds a refused address to that field', async () => {
    const calls = stubFetch((call) => (call.method === 'POST' ? errorReply(400, ERRORS.validation.code, 'Wrong format', { f: 'webhook_url' }) : envelope([])));
    render(<ApiKeysPage />, { wrapper: providers(testQueryClient()) });
    await userEvent.type(await screen.findByLabelText('Name'), 'ERP');
    await userEvent.click(screen.getByLabelText("My supplier's key (supplier calls, webhooks)"));
    await userEvent.type(screen.getByLabelText('Webhook address (optional, supplier key)'), 'not a url');
    await userEvent.click(screen.getByRole('button', { name: 'Create the key' }));
    await vi.waitFor(() => expect(fieldErrorOf(screen.getByLabelText('Webhook address (optional, supplier key)'))).toBe('Wrong format'));
    expect(fieldErrorOf(screen.getByLabelText('Name'))).toBeNull();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/supplier/api_keys', body: { name: 'ERP', webhook_url: 'not a url' } });
  });
});

describe('API keys list in French', () => {
  it('writes the creation day as the rest of the site does (28/11/2026), not the API’s ISO instant', async () => {
    await loadTexts('fr', ['common', 'shell', 'api-keys']);
    stubFetch(() =>
      envelope([
        {
          id: 7,
          name: 'ERP',
          scope: 'read',
          supplier_key: false,
          key_prefix: 'ofds_ab12cd',
          webhook_url: null,
          created_at: '2026-11-28T10:00:00.000Z',
          revoked_at: null,
        },
      ]),
    );
    render(<ApiKeysPage />, { wrapper: providers(testQueryClient()) });
    const row = (await screen.findByText('ERP', { exact: false })).closest('tr')!;
    expect(row.textContent).toContain('28/11/2026');
    expect(row.textContent).not.toContain('2026-11-28');
  });
});

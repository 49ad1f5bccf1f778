// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Footer } from './footer.tsx';
import { envelope, loadTexts, providers, stubFetch, testQueryClient } from '../../../test/providers.tsx';

/**
 * The footer's legal column named two different pages "Mentions légales" (the legal notice and the site-information
 * page with the licence and data notices): a visitor could not tell which link led where. Each link has its own name.
 */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('footer', () => {
  it.each(['fr', 'en', 'de', 'it'])('gives every link a distinct name (%s)', async (language) => {
    await loadTexts(language, ['common', 'shell']);
    stubFetch(() => envelope([{ support_phone: '+33 1 23 45 67 89', support_email: 'support@openfds.local' }]));
    render(<Footer onCookieSettings={() => undefined} />, { wrapper: providers(testQueryClient(), `/${language}/`) });
    await screen.findByText('support@openfds.local');
    const links = screen.getAllByRole('link').map((link) => ({ name: link.textContent?.trim(), href: link.getAttribute('href') }));
    const names = links.map((link) => link.name);
    expect(new Set(names).size, JSON.stringify(links)).toBe(names.length);
  });
});

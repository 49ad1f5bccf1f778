// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { Me } from '@openfds/contract';
import { SessionProvider } from '../features/account/session/session-provider.tsx';
import { ProfilePage } from '../features/account/pages/profile-page.tsx';
import { paths } from '../config/paths.ts';
import { MobileMenu } from './shell/components/mobile-menu.tsx';
import { envelope, loadTexts, providers, stubFetch, testQueryClient, type Call } from '../test/providers.tsx';
import { plainUser } from '../test/plain-user.ts';

/**
 * Issue #27: a supplier member reaches the supplier space from the mobile menu and from the profile page's supplier
 * card, both shown from the session's `Me.supplier`; a plain user sees neither. The server is a stub answering the
 * session, the profile and the subscription; the session provider, the menu and the page are the real ones.
 */
const supplierMember: Me = { ...plainUser, supplier: { id: 4, name: 'Chimie Durand', role: 'member' } };
const PROFILE_PATH = `/users/${encodeURIComponent(plainUser.login)}`;

function fakeServer(me: Me): Call[] {
  return stubFetch((call) => {
    if (call.path === '/session') return envelope([me]);
    if (call.path === PROFILE_PATH) return envelope([{ login: me.login, email: me.email, first_name: 'Ann', last_name: 'Lee', safebox: false }]);
    if (call.path === `${PROFILE_PATH}/subscription`)
      return envelope([{ tokens: 0, used_tokens: 0, total_results: 0, offers: [], safebox: false, pending: false }]);
    return envelope([]);
  });
}

function renderInSession(ui: ReactNode) {
  const Providers = providers(testQueryClient());
  return render(
    <Providers>
      <SessionProvider>{ui}</SessionProvider>
    </Providers>,
  );
}

beforeAll(async () => {
  await loadTexts('en', ['common', 'shell', 'account', 'profile']);
  // jsdom has the <dialog> element without its modal methods: the menu opens itself with showModal().
  if (!HTMLDialogElement.prototype.showModal) {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  }
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The supplier space's path in any interface language (`/en/supplier/`). */
const supplierHome = (href: string | null) => (href ?? '').replace(/^\/[a-z]{2}\//, '').replace(/\/$/, '') === paths.supplier.home;

describe('the supplier space in the mobile menu', () => {
  it('is linked for a supplier member', async () => {
    fakeServer(supplierMember);
    renderInSession(<MobileMenu open onClose={() => {}} />);
    const link = await screen.findByRole('link', { name: 'Supplier space' });
    expect(supplierHome(link.getAttribute('href')), link.getAttribute('href') ?? '').toBe(true);
  });

  it('is not linked for a plain user', async () => {
    const calls = fakeServer(plainUser);
    renderInSession(<MobileMenu open onClose={() => {}} />);
    // The session is known once the profile is asked for (the provider asks it only for a logged-in user).
    await waitFor(() => expect(calls.some((c) => c.path === PROFILE_PATH)).toBe(true));
    expect(screen.getByRole('link', { name: 'Shows and events' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Supplier space' })).toBeNull();
  });
});

describe('the supplier card of the profile page', () => {
  it("names a supplier member's organisation and role and opens the supplier space", async () => {
    fakeServer(supplierMember);
    renderInSession(<ProfilePage />);
    const heading = await screen.findByRole('heading', { name: 'Supplier space' });
    const card = heading.closest('section')!;
    expect(card.textContent).toContain('You work for Chimie Durand (member)');
    const open = within(card).getByRole('link', { name: 'Open the supplier space' });
    expect(supplierHome(open.getAttribute('href')), open.getAttribute('href') ?? '').toBe(true);
  });

  it('is not shown to a plain user', async () => {
    fakeServer(plainUser);
    renderInSession(<ProfilePage />);
    await screen.findByRole('heading', { name: 'My profile' });
    expect(screen.queryByRole('heading', { name: 'Supplier space' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open the supplier space' })).toBeNull();
  });
});

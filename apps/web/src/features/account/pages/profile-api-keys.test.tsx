// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { SessionProvider } from '../session/session-provider.tsx';
import { ProfilePage } from './profile-page.tsx';
import { paths } from '../../../config/paths.ts';
import { envelope, loadTexts, providers, stubFetch, testQueryClient } from '../../../test/providers.tsx';
import { plainUser } from '../../../test/plain-user.ts';

/**
 * Issue #27 gives API keys to every user ("per supplier and per user"), but only the supplier space linked the keys
 * page: a plain user (no supplier, not staff) had no way to it. The profile page links it beside the other account
 * pages. The server is a stub answering the session, the profile and the subscription.
 */
const PROFILE_PATH = `/users/${encodeURIComponent(plainUser.login)}`;

beforeAll(() => loadTexts('en', ['common', 'shell', 'account', 'profile']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the API keys link of the profile page', () => {
  it('is offered to a plain user', async () => {
    stubFetch((call) => {
      if (call.path === '/session') return envelope([plainUser]);
      if (call.path === PROFILE_PATH)
        return envelope([{ login: plainUser.login, email: plainUser.email, first_name: 'Ann', last_name: 'Lee', safebox: false }]);
      if (call.path === `${PROFILE_PATH}/subscription`)
        return envelope([{ tokens: 0, used_tokens: 0, total_results: 0, offers: [], safebox: false, pending: false }]);
      return envelope([]);
    });
    const Providers = providers(testQueryClient());
    render(
      <Providers>
        <SessionProvider>
          <ProfilePage />
        </SessionProvider>
      </Providers>,
    );
    await screen.findByRole('heading', { name: 'My API keys' });
    const link = screen.getByRole('link', { name: 'Manage my API keys' });
    expect((link.getAttribute('href') ?? '').replace(/^\/[a-z]{2}\//, '').replace(/\/$/, '')).toBe(paths.account.apiKeys);
  });
});

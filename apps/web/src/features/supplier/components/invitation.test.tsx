// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ERRORS } from '@openfds/contract';
import { SupplierInvitation } from './invitation.tsx';
import { errorReply, loadTexts, providers, stubFetch, testQueryClient } from '../../../test/providers.tsx';

/** Issue #27: the page of a mailed invitation link when the link is not usable. */

beforeAll(() => loadTexts('en', ['common', 'shell', 'supplier']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (token: string) =>
  render(<SupplierInvitation token={token} loggedIn={false} onLogin={() => undefined} onRegister={() => undefined} />, {
    wrapper: providers(testQueryClient()),
  });

describe('supplier invitation link', () => {
  it('says a link cut short is incomplete, not that "the format is not valid"', async () => {
    const calls = stubFetch(() => errorReply(400, ERRORS.validation.code, 'The format is not valid', { f: 'token' }));
    page('abc');
    expect(await screen.findByText(/This invitation link is incomplete/)).toBeTruthy();
    expect(screen.queryByText('The format is not valid')).toBeNull();
    expect(calls[0]?.path).toBe('/supplier-invitations/abc');
  });

  it('shows the server’s text for an unknown or used link', async () => {
    stubFetch(() => errorReply(410, ERRORS.invitationInvalid.code, 'This invitation is no longer valid'));
    page('A'.repeat(43));
    expect(await screen.findByText('This invitation is no longer valid')).toBeTruthy();
  });
});

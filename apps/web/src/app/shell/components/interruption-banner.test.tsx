// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORS } from '@openfds/contract';
import { api } from '../../../lib/api.ts';
import { AlertBanner } from './alert-banner.tsx';
import { envelope, errorReply, loadTexts, providers, stubFetch, testQueryClient } from '../../../test/providers.tsx';

/** api-spec §8: a call refused during a locked window (731) shows the planned window at the top of the page. */

beforeAll(() => loadTexts('en', ['common', 'shell']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MESSAGE = 'A service interruption is planned from 2027-01-08 17:00 UTC to 2027-01-11 08:00 UTC.';

describe('planned interruption notice', () => {
  it('shows the server message with its window when a call answers 731, until closed', async () => {
    stubFetch((call) => (call.method === 'POST' ? errorReply(503, ERRORS.serviceInterruption.code, MESSAGE) : envelope([])));
    render(<AlertBanner />, { wrapper: providers(testQueryClient()) });
    expect(screen.queryByRole('alert')).toBeNull();
    await expect(api('/users/creation_request', { method: 'POST', json: {} })).rejects.toMatchObject({ code: ERRORS.serviceInterruption.code });
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Close this message' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

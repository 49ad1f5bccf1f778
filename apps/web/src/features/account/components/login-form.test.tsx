// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORS } from '@openfds/contract';
import { LoginForm } from './login-form.tsx';
import { SessionProvider } from '../session/session-provider.tsx';
import { envelope, errorReply, loadTexts, providers, stubFetch, testQueryClient, type Call } from '../../../test/providers.tsx';

/** Issue #29: the account feature's login form, submitted against a stubbed server: the success and the refusal. */

beforeAll(() => loadTexts('en', ['common', 'shell', 'account']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function logIn(answer: (call: Call) => Response) {
  const calls = stubFetch((call) => (call.method === 'POST' ? answer(call) : envelope([])));
  const onDone = vi.fn();
  render(
    <SessionProvider>
      <LoginForm onDone={onDone} />
    </SessionProvider>,
    { wrapper: providers(testQueryClient()) },
  );
  await userEvent.type(screen.getByLabelText(/^Login \(email address\)/), 'ann@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), 'correct horse battery');
  await userEvent.click(screen.getByRole('checkbox'));
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  return { calls, onDone };
}

describe('login form', () => {
  it('sends the login and password to POST /session and closes once logged in', async () => {
    const me = { login: 'ann@example.com', profile_type: ['user'], admin: false, assistant: false, guest: false };
    const { calls, onDone } = await logIn(() => envelope([me]));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/session', body: { login: 'ann@example.com', password: 'correct horse battery' } });
  });

  it("shows the server's translated login_fail above the form and stays open", async () => {
    const { onDone } = await logIn(() => errorReply(401, ERRORS.loginFail.code, ERRORS.loginFail.messages.en));
    expect((await screen.findByRole('alert')).textContent).toBe(ERRORS.loginFail.messages.en);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('gives a logged-in admin disabled fields without the forgot-password and terms links (product-spec §6)', async () => {
    const admin = { login: 'root@example.com', first_name: 'Ada', last_name: 'Min', profile_type: ['admin'], admin: true, assistant: false, guest: false };
    stubFetch((call) => (call.path === '/session' ? envelope([admin]) : envelope([])));
    render(
      <SessionProvider>
        <LoginForm onDone={vi.fn()} />
      </SessionProvider>,
      { wrapper: providers(testQueryClient()) },
    );
    await screen.findByText('An administrator is logged in: the login fields are disabled.');
    expect(screen.getByLabelText(/^Login \(email address\)/).closest('fieldset')?.disabled).toBe(true);
    expect(screen.queryByRole('link', { name: /forgot/i })).toBeNull();
    expect(screen.queryByRole('link', { name: 'read them' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('gives a visitor the forgot-password and terms links', async () => {
    stubFetch(() => envelope([]));
    render(
      <SessionProvider>
        <LoginForm onDone={vi.fn()} />
      </SessionProvider>,
      { wrapper: providers(testQueryClient()) },
    );
    expect(await screen.findByRole('link', { name: /forgot/i })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'read them' })).toBeTruthy();
  });
});

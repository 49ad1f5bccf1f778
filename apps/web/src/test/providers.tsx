import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import i18n from '../i18n/i18n.ts';
import { ShellStateProvider } from '../lib/shell-state.tsx';
import { ToastProvider } from '../components/ui/toast.tsx';

/**
 * Test helpers for component tests (*.test.tsx in jsdom); only tests import src/test/. Components run with the app's
 * own i18n instance (real locale files), a fresh QueryClient, a router and the shell's state, against a stubbed
 * fetch: the network is the only thing replaced, so lib/api.ts, the query factories and the hooks are the real ones.
 */

/** The interface language and the namespaces the component reads, loaded before it renders. */
export async function loadTexts(language: string, namespaces: string[]): Promise<void> {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(namespaces);
}

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
}

/** `path`: the router's location (a page that reads its route parameters renders inside a <Route>). */
export function providers(client: QueryClient, path = '/') {
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <ShellStateProvider>
          <ToastProvider>
            <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
          </ToastProvider>
        </ShellStateProvider>
      </QueryClientProvider>
    );
  };
}

/** A reply in the API's collection envelope (api-spec §1). */
export function envelope(items: unknown[], data: Record<string, unknown> = {}, status = 200): Response {
  const body = { collection: { version: '1.0', items, data: Object.entries(data).map(([name, value]) => ({ name, value })) } };
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A catalogue error reply: code and message as the server sends them, data (f: the field) optional. */
export function errorReply(status: number, code: number, message: string, data: Record<string, unknown> = {}): Response {
  const errors = [{ code, message, data: Object.entries(data).map(([name, value]) => ({ name, value })) }];
  return new Response(JSON.stringify({ collection: { version: '1.0', items: [], errors } }), { status, headers: { 'content-type': 'application/json' } });
}

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces fetch: each call is recorded (method, path under /api/v1, JSON body) and answered by `reply`, or fails
 * as a network failure when reply throws. Returns the calls seen so far.
 */
export function stubFetch(reply: (call: Call) => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api\/v1/, '') + url.search,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return reply(call);
    }),
  );
  return calls;
}

/** The error text a field announces: the element its aria-describedby names for the error (the text under it). */
export function fieldErrorOf(field: HTMLElement): string | null {
  const id = (field.getAttribute('aria-describedby') ?? '').split(' ').find((x) => x.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

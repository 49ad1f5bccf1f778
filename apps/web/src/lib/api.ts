import { API_PREFIX_PATH, type Envelope, type EnvelopeError, type NameValue } from './api-types.ts';
import i18n from '../i18n/i18n.ts';
import { languageOrFrench } from '@openfds/contract';

/** An error answered by the API (collection.errors[0]) or by the network. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | null,
    message: string,
    readonly data: NameValue[] = [],
    readonly errors: EnvelopeError[] = [],
  ) {
    super(message);
  }

  /** The field a validation error is bound to (data entry f or p). */
  get field(): string | undefined {
    return this.data.find((d) => d.name === 'f' || d.name === 'p')?.value as string | undefined;
  }
}

export interface ApiResult<T> {
  items: T[];
  data: NameValue[];
  value<V = unknown>(name: string): V | undefined;
}

/**
 * Calls /api/v1/: sends the session cookie and the interface language, unwraps the collection envelope,
 * and throws ApiError on any error. Listeners (session expiry, technical error popup) hook in via onApiError.
 */
export async function api<T = unknown>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<ApiResult<T>> {
  return withReconnect(() => request<T>(path, init));
}

/**
 * Runs a call, and on code 556 (session expired) reconnects once transparently, then replays it (issue #2). Every
 * call of the API goes through it: api() above, and the uploads and downloads of lib/files.ts.
 */
export async function withReconnect<R>(call: () => Promise<R>): Promise<R> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.code === SESSION_EXPIRED_CODE && sessionExpiredHandler) {
      reconnecting ??= sessionExpiredHandler().finally(() => {
        reconnecting = null;
      });
      if (await reconnecting) return call();
    }
    throw error;
  }
}

export const SESSION_EXPIRED_CODE = 556;
let sessionExpiredHandler: (() => Promise<boolean>) | null = null;
let reconnecting: Promise<boolean> | null = null;

/**
 * Registers what to do on code 556: the session feature tries to reconnect (true: the call is replayed once)
 * or falls back to the login popup (false: the error reaches the caller).
 */
export function onSessionExpired(handler: (() => Promise<boolean>) | null): void {
  sessionExpiredHandler = handler;
}

async function request<T>(path: string, init: RequestInit & { json?: unknown }): Promise<ApiResult<T>> {
  const headers = apiHeaders(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }
  let response: Response;
  try {
    response = await fetch(API_PREFIX_PATH + path, { ...init, body, headers, credentials: 'include' });
  } catch {
    throw new ApiError(0, null, 'network');
  }
  let envelope: Envelope<T> | null;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    // A call cancelled while its body was read is not an empty answer: without this, a cancelled suggestion
    // request resolved with no items.
    if (init.signal?.aborted) throw new ApiError(0, null, 'network');
    envelope = null;
  }
  return resultOf<T>(response.ok, response.status, envelope, path);
}

/**
 * The result of an answer in the collection envelope, or the ApiError it carries (told to the onApiError
 * listeners): shared by api(), the uploads and the downloads.
 */
export function resultOf<T>(ok: boolean, status: number, envelope: Envelope<T> | null, path: string): ApiResult<T> {
  const errors = envelope?.collection?.errors ?? [];
  if (!ok || errors.length > 0) {
    const first = errors[0];
    const error = new ApiError(status, first?.code ?? null, first?.message ?? `h${status}`, first?.data ?? [], errors);
    for (const listener of listeners) listener(error, path);
    throw error;
  }
  const collection = envelope?.collection;
  const data = collection?.data ?? [];
  return {
    items: collection?.items ?? [],
    data,
    value: <V>(name: string) => data.find((d) => d.name === name)?.value as V | undefined,
  };
}

/** The headers every call sends: the interface language, and the reply type wanted. */
export function apiHeaders(init?: HeadersInit, accept = 'application/json'): Headers {
  const headers = new Headers(init);
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', languageOrFrench(i18n.language));
  headers.set('Accept', accept);
  return headers;
}

type Listener = (error: ApiError, path: string) => void;
const listeners = new Set<Listener>();
export function onApiError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

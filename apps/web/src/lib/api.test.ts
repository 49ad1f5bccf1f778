import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, onSessionExpired } from './api.ts';

function reply(status: number, collection: object) {
  return new Response(JSON.stringify({ collection: { version: '1.0', href: '', items: [], data: [], links: [], errors: [], ...collection } }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
const expired = () => reply(401, { errors: [{ code: 556, message: 'Votre session a expiré', data: [] }] });

describe('api() and session expiry (code 556)', () => {
  afterEach(() => {
    onSessionExpired(null);
    vi.unstubAllGlobals();
  });

  it('reconnects once and replays the call when the reconnect succeeds', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(expired())
      .mockResolvedValueOnce(reply(200, { items: [{ ok: 1 }] }));
    vi.stubGlobal('fetch', fetchMock);
    const reconnect = vi.fn().mockResolvedValue(true);
    onSessionExpired(reconnect);
    const result = await api<{ ok: number }>('/users/a@b.fr');
    expect(result.items).toEqual([{ ok: 1 }]);
    expect(reconnect).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up with the 556 error when the reconnect fails, without replaying', async () => {
    const fetchMock = vi.fn().mockResolvedValue(expired());
    vi.stubGlobal('fetch', fetchMock);
    onSessionExpired(async () => false);
    await expect(api('/users/a@b.fr')).rejects.toMatchObject({ code: 556 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shares one reconnect between calls expiring together', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(async (url: string) => (url.endsWith('/one') || url.endsWith('/two') ? expired() : reply(200, {}))),
    );
    const reconnect = vi.fn().mockImplementation(() => new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10)));
    onSessionExpired(reconnect);
    const results = await Promise.allSettled([api('/one'), api('/two')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(reconnect).toHaveBeenCalledTimes(1);
  });

  it('turns an error envelope into ApiError with its field', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(reply(400, { errors: [{ code: 595, message: 'bad', data: [{ name: 'f', value: 'email' }] }] })));
    const error = await api('/users/creation_request', { method: 'POST', json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).field).toBe('email');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '@openfds/contract';
import { onSessionExpired } from './api.ts';
import { download, upload, WrongContentError } from './files.ts';

/** Issue #29: files go through lib/ and so reconnect after a session expiry like every other call (issue #2). */
const expiredBody = JSON.stringify({ collection: { version: '1.0', items: [], errors: [{ code: ERRORS.sessionExpired.code, message: 'expired', data: [] }] } });
const json = { 'Content-Type': 'application/json' };

afterEach(() => {
  onSessionExpired(null);
  vi.unstubAllGlobals();
});

describe('download', () => {
  it('reconnects once on 556 and fetches the file again', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response(expiredBody, { status: 401, headers: json }))
      .mockResolvedValueOnce(new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    vi.stubGlobal('fetch', fetchMock);
    const reconnect = vi.fn().mockResolvedValue(true);
    onSessionExpired(reconnect);

    const { blob } = await download('/rapport/vigi_substances/ABC', { types: ['application/pdf'] });

    expect(await blob.text()).toBe('%PDF-1.7');
    expect(reconnect).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('an error envelope is an ApiError with its code; another type is wrong content', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(new Response(expiredBody, { status: 401, headers: json })));
    await expect(download('/x', { types: ['application/pdf'] })).rejects.toMatchObject({ code: ERRORS.sessionExpired.code });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(new Response('<html>', { status: 200, headers: { 'Content-Type': 'text/html' } })));
    await expect(download('/x', { types: ['application/pdf'] })).rejects.toBeInstanceOf(WrongContentError);
  });
});

/** An XMLHttpRequest that answers each send with the next reply of the list, in the browser's order of events. */
function fakeXhr(replies: { status: number; body: string }[]) {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    send(form: FormData) {
      sent.push(form);
      const reply = replies.shift()!;
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 10 });
        this.status = reply.status;
        this.responseText = reply.body;
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('upload', () => {
  it('reconnects once on 556 and sends the form again', async () => {
    const item = { iddc: 'U1' };
    const sent = fakeXhr([
      { status: 401, body: expiredBody },
      { status: 201, body: JSON.stringify({ collection: { version: '1.0', items: [item], errors: [] } }) },
    ]);
    const reconnect = vi.fn().mockResolvedValue(true);
    onSessionExpired(reconnect);
    const form = new FormData();
    form.set('product_name', 'Acetone');
    const progress: number[] = [];

    const result = await upload<{ iddc: string }>('/users/ann/mySDS/documents', form, (f) => progress.push(f));

    expect(result.items).toEqual([item]);
    expect(reconnect).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.get('product_name')).toBe('Acetone');
    expect(progress).toEqual([1, 1]);
  });

  it('gives the error with its field when the server refuses the form', async () => {
    const refused = { code: ERRORS.validation.code, message: 'Too long', data: [{ name: 'f', value: 'product_name' }] };
    fakeXhr([{ status: 400, body: JSON.stringify({ collection: { version: '1.0', items: [], errors: [refused] } }) }]);
    await expect(upload('/users/ann/mySDS/documents', new FormData(), () => undefined)).rejects.toMatchObject({
      code: ERRORS.validation.code,
      field: 'product_name',
    });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { PDF_CONTENT_TYPE, XLSX_CONTENT_TYPE } from '@openfds/contract';
import { ApiError } from '../../lib/api.ts';
import { fetchDataFile } from './data-download.ts';
import { WrongContentError } from '../../lib/files.ts';

const CODE = '1234567-12345-12345-123456';

function reply(body: BodyInit, contentType: string, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': contentType } })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('data downloads check the content type of the reply', () => {
  it('accepts a spreadsheet for the xlsx and a PDF for the report', async () => {
    reply('PK\u0003\u0004', XLSX_CONTENT_TYPE);
    expect((await fetchDataFile('xlsx', CODE, 'fr')).size).toBe(4);
    reply('%PDF-1.7', `${PDF_CONTENT_TYPE}; charset=binary`);
    expect((await fetchDataFile('report', CODE, 'fr')).size).toBe(8);
    expect(vi.mocked(fetch).mock.calls[0][0]).toBe(`/api/v1/rapport/donnees_fds/${CODE}`);
  });

  it('tells the FDS-Extract level the file holds', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': PDF_CONTENT_TYPE, 'X-Extraction-Level': 'basic' } })),
    );
    const levels: (string | null)[] = [];
    await fetchDataFile('report', CODE, 'fr', (level) => levels.push(level));
    expect(levels).toEqual(['basic']);
  });

  it('rejects anything else as wrong data content', async () => {
    reply('<html>oops</html>', 'text/html');
    await expect(fetchDataFile('report', CODE, 'fr')).rejects.toBeInstanceOf(WrongContentError);
    reply('%PDF-1.7', PDF_CONTENT_TYPE);
    await expect(fetchDataFile('xlsx', CODE, 'fr')).rejects.toBeInstanceOf(WrongContentError);
    reply('', '');
    await expect(fetchDataFile('xlsx', CODE, 'fr')).rejects.toBeInstanceOf(WrongContentError);
  });

  it('turns an error envelope into an ApiError with the server message', async () => {
    const envelope = {
      collection: { version: '1.0', href: '', items: [], data: [], links: [], errors: [{ code: 619, message: 'pas encore extraites', data: [] }] },
    };
    reply(JSON.stringify(envelope), 'application/json', 404);
    const error = await fetchDataFile('xlsx', CODE, 'fr').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(619);
    expect((error as ApiError).message).toBe('pas encore extraites');
  });
});

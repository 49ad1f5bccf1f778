import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { fetchExport, type ExportProgress } from './api.ts';
import { WrongContentError } from '../../lib/files.ts';
import { ExportStatus } from './components/export-status.tsx';
import { renderInLanguage } from '../../test/render-in-language.ts';

const ZIP = 'application/zip';

/** A reply whose body arrives in the given chunks, as a streamed zip does. */
function streamed(chunks: number[], headers: Record<string, string>) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      chunks.forEach((n, i) => controller.enqueue(new Uint8Array(n).fill(i + 1)));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers });
}

describe('fetchExport reports how far the download is', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts the bytes of each chunk, without a size when the server streams, and keeps every byte', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(streamed([1000, 2500, 500], { 'Content-Type': ZIP })));
    const seen: ExportProgress[] = [];
    const blob = await fetchExport('/users/a%40b.fr/mySDS/export?zip=true', 'zip', (p) => seen.push(p));
    expect(seen).toEqual([
      { received: 0, total: null },
      { received: 1000, total: null },
      { received: 3500, total: null },
      { received: 4000, total: null },
    ]);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(bytes.length).toBe(4000);
    expect([bytes[0], bytes[999], bytes[1000], bytes[3999]]).toEqual([1, 1, 2, 3]);
    expect(blob.type).toBe(ZIP);
  });

  it('gives the whole size when the server announces it', async () => {
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(streamed([300, 700], { 'Content-Type': xlsx, 'Content-Length': '1000' })));
    const seen: ExportProgress[] = [];
    await fetchExport('/users/a%40b.fr/mySDS/export', 'xlsx', (p) => seen.push(p));
    expect(seen.at(-1)).toEqual({ received: 1000, total: 1000 });
    expect(seen.every((p) => p.total === 1000)).toBe(true);
  });

  it('still refuses a reply that is not the file asked for', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(streamed([10], { 'Content-Type': 'text/html' })));
    const onProgress = vi.fn();
    await expect(fetchExport('/users/a%40b.fr/mySDS/export?zip=true', 'zip', onProgress)).rejects.toBeInstanceOf(WrongContentError);
    expect(onProgress).not.toHaveBeenCalled();
  });
});

const status = (language: 'en' | 'fr' | 'de' | 'it', active: boolean, progress: ExportProgress | null) =>
  renderInLanguage(language, createElement(ExportStatus, { active, progress }));

describe('ExportStatus', () => {
  it('says nothing when no export runs, "preparing" until the first bytes, then the share or the megabytes', async () => {
    expect(await status('en', false, null)).toMatch(/<span[^>]*><\/span>/);
    expect(await status('en', true, null)).toContain('Preparing the export');
    expect(await status('en', true, { received: 0, total: null })).toContain('Preparing the export');
    expect(await status('en', true, { received: 250, total: 1000 })).toContain('25 %');
    expect(await status('en', true, { received: 12_500_000, total: null })).toContain('12.5 MB');
    expect(await status('fr', true, { received: 12_500_000, total: null })).toMatch(/12,5\sMo/);
    expect(await status('de', true, { received: 12_500_000, total: null })).toMatch(/12,5\sMB/);
    expect(await status('it', true, { received: 250, total: 1000 })).toContain('25 %');
  });

  it('is a polite live region, so a screen reader hears the progress', async () => {
    expect(await status('fr', true, null)).toMatch(/role="status"[^>]*aria-live="polite"/);
  });
});

import { PDF_CONTENT_TYPE, XLSX_CONTENT_TYPE } from '@openfds/contract';
import { ApiError } from '../../lib/api.ts';
import { API_PREFIX_PATH, type Envelope } from '../../lib/api-types.ts';

/** The reply was not of the promised type (product-spec §5: "wrong data content"). */
export class WrongContentError extends Error {}

export const DATA_DOWNLOADS = {
  xlsx: { path: (code: string) => `/documents/${encodeURIComponent(code)}/sds2excel`, type: XLSX_CONTENT_TYPE, extension: 'xlsx' },
  report: { path: (code: string) => `/rapport/donnees_fds/${encodeURIComponent(code)}`, type: PDF_CONTENT_TYPE, extension: 'pdf' },
  /** The Premium control report (issue #15), printable. */
  control: { path: (code: string) => `/documents/${encodeURIComponent(code)}/control?format=pdf`, type: PDF_CONTENT_TYPE, extension: 'pdf' },
} as const;
export type DataDownload = keyof typeof DATA_DOWNLOADS;

/**
 * Fetches the xlsx workbook or the PDF report of a sheet. The reply must carry the expected content type
 * (product-spec §5); an API error envelope becomes an ApiError with the server's translated message, anything
 * else a WrongContentError.
 */
export async function fetchDataFile(
  kind: DataDownload,
  documentCode: string,
  language: string,
  /** Told the FDS-Extract level the file holds ('basic' for SafeBox's free extraction, 'standard' or 'premium'). */
  onLevel?: (level: string | null) => void,
): Promise<Blob> {
  const target = DATA_DOWNLOADS[kind];
  const response = await fetch(API_PREFIX_PATH + target.path(documentCode), {
    credentials: 'include',
    headers: { 'Accept-Language': language, Accept: `${target.type}, application/json` },
  });
  const type = (response.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase();
  if (response.ok && type === target.type) {
    onLevel?.(response.headers.get('X-Extraction-Level'));
    return response.blob();
  }
  if (type === 'application/json') {
    const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
    const first = envelope?.collection?.errors?.[0];
    if (first) throw new ApiError(response.status, first.code ?? null, first.message, first.data ?? []);
  }
  throw new WrongContentError(type || 'empty');
}

/** Hands a fetched file to the browser as a download. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

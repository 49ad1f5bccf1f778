import { PDF_CONTENT_TYPE, XLSX_CONTENT_TYPE } from '@openfds/contract';
import { download } from '../../lib/files.ts';

export const DATA_DOWNLOADS = {
  xlsx: { path: (code: string) => `/documents/${encodeURIComponent(code)}/sds2excel`, type: XLSX_CONTENT_TYPE, extension: 'xlsx' },
  report: { path: (code: string) => `/rapport/donnees_fds/${encodeURIComponent(code)}`, type: PDF_CONTENT_TYPE, extension: 'pdf' },
  /** The Premium control report (issue #15), printable. */
  control: { path: (code: string) => `/documents/${encodeURIComponent(code)}/control?format=pdf`, type: PDF_CONTENT_TYPE, extension: 'pdf' },
} as const;
export type DataDownload = keyof typeof DATA_DOWNLOADS;

/**
 * Fetches the xlsx workbook or the PDF report of a sheet (lib/files.ts). The reply must carry the expected content
 * type (product-spec §5); an API error envelope becomes an ApiError with the server's translated message, anything
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
  const { blob, headers } = await download(target.path(documentCode), { types: [target.type], accept: `${target.type}, application/json`, language });
  onLevel?.(headers.get('X-Extraction-Level'));
  return blob;
}

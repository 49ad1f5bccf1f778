import { API_PREFIX_PATH, type Envelope } from './api-types.ts';
import { ApiError, apiHeaders, resultOf, withReconnect, type ApiResult } from './api.ts';

/**
 * Files to and from the API (exports, reports, workbooks, uploads), for every feature. Like api(), each call
 * reconnects once after a session expiry (code 556) and replays, and an error envelope becomes an ApiError.
 */

/** The reply was not of the promised type (product-spec §5 "wrong data content"). */
export class WrongContentError extends Error {}

/** Bytes received so far, and the whole size when the server announced it (a streamed zip has none). */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

export interface DownloadOptions {
  /** The content types the reply may have (its type without parameters, lower case); anything else is wrong content. */
  types: readonly string[];
  /** The Accept header, when the route tells types apart by it (default: none sent, as a link would). */
  accept?: string;
  /** Accept-Language, when the file's language is not the interface's (a sheet's own language). */
  language?: string;
  onProgress?: (progress: DownloadProgress) => void;
}

/** Downloads a file of /api/v1 (path under it); resolves with its content and the reply's headers. */
export function download(path: string, options: DownloadOptions): Promise<{ blob: Blob; headers: Headers }> {
  return withReconnect(async () => {
    const headers = apiHeaders(options.language ? { 'Accept-Language': options.language } : undefined, options.accept ?? '*/*');
    const response = await fetch(API_PREFIX_PATH + path, { credentials: 'include', headers });
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (response.ok && options.types.includes(type)) {
      const blob = options.onProgress && response.body ? await readWithProgress(response, type, options.onProgress) : await response.blob();
      return { blob, headers: response.headers };
    }
    if (type === 'application/json') {
      const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
      // An error envelope throws here (ApiError); a JSON reply without one is still not the file.
      if (envelope?.collection?.errors?.length || !response.ok) resultOf(false, response.status, envelope, path);
    }
    throw new WrongContentError(type || 'empty');
  });
}

/**
 * Reads the body chunk by chunk so that the page can show how far the download is: a space of thousands of PDFs
 * is a zip of a gigabyte or more, streamed by the server for minutes.
 */
async function readWithProgress(response: Response, type: string, onProgress: (progress: DownloadProgress) => void): Promise<Blob> {
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const reader = response.body!.getReader();
  // What fetch hands over is always a plain ArrayBuffer view (the DOM types allow a shared one).
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onProgress({ received, total });
  }
  return new Blob(chunks, { type });
}

/** Hands a fetched file to the browser as a download, through a temporary link. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Sends a multipart form to /api/v1 (path under it) with upload progress (0..1): XMLHttpRequest, since fetch
 * cannot tell how much of a request body has gone. Answers like api().
 */
export function upload<T>(path: string, form: FormData, onProgress: (fraction: number) => void): Promise<ApiResult<T>> {
  return withReconnect(
    () =>
      new Promise<ApiResult<T>>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', API_PREFIX_PATH + path);
        xhr.withCredentials = true;
        apiHeaders().forEach((value, name) => xhr.setRequestHeader(name, value));
        xhr.upload.onprogress = (e) => {
          if (e.lengthComputable) onProgress(e.loaded / e.total);
        };
        xhr.onerror = () => reject(new ApiError(0, null, 'network'));
        xhr.onload = () => {
          let envelope: Envelope<T> | null = null;
          try {
            envelope = JSON.parse(xhr.responseText) as Envelope<T>;
          } catch {
            // not JSON: a plain HTTP failure (or an empty success, which has no item)
          }
          try {
            resolve(resultOf<T>(xhr.status >= 200 && xhr.status < 300, xhr.status, envelope, path));
          } catch (error) {
            reject(error);
          }
        };
        xhr.send(form);
      }),
  );
}

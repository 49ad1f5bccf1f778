import http from 'node:http';
import zlib from 'node:zlib';

/** What a browser sends with a search (compression and language), as Chrome sends it; used by quick-bench too. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' };

/** One kept-alive connection, as a browser tab keeps its connection to the site. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * A GET as a browser makes it: compression accepted, the reply decoded in one call once it has arrived (a browser's
 * native decoder takes some 20-50 us for a page of results). Node's fetch (undici) decodes through a stream
 * pipeline instead: 0.61-0.72 ms more per search at p50 than this client, decoding included (400 searches on
 * 3,000,000 sheets, three rounds, order alternated), time of the client's own that a one-client benchmark would
 * count as the server's (issue #24).
 * Resolves with the status and the decoded body.
 */
export function browserGet(url: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER_HEADERS, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            const raw = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            // The server answers br, gzip or identity; anything else is refused rather than timed as undecoded bytes.
            if (encoding !== undefined && encoding !== 'br' && encoding !== 'gzip') throw new Error(`reply encoded as ${encoding}, not decoded here`);
            const body = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
            resolve({ status: res.statusCode ?? 0, body });
          } catch (error) {
            reject(error);
          }
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Closes the kept-alive connection (a bench that ends while it is open would wait for its timeout). */
export function closeBrowserConnection(): void {
  agent.destroy();
}

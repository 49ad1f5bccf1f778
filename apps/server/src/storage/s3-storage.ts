import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import type { Storage } from './storage.ts';

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Scaleway, OVH...), path-style URLs, requests signed with
 * AWS Signature V4 by aws4fetch. The fetch function is injectable so the signing can be tested offline.
 */
export class S3Storage implements Storage {
  private readonly client: AwsClient;
  private readonly base: string;

  constructor(
    options: S3Options,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      service: 's3',
      region: options.region,
      retries: 2,
    });
    const endpoint = (options.endpoint || `https://s3.${options.region}.amazonaws.com`).replace(/\/$/, '');
    this.base = `${endpoint}/${encodeURIComponent(options.bucket)}/`;
  }

  private url(key: string): string {
    if (key.includes('..') || key.startsWith('/')) throw new Error(`invalid storage key: ${key}`);
    return this.base + key.split('/').map(encodeURIComponent).join('/');
  }

  private async send(key: string, init: RequestInit & { headers?: Record<string, string> }): Promise<Response> {
    const signed = await this.client.sign(this.url(key), { ...init, aws: { allHeaders: true } });
    return this.fetchImpl(signed);
  }

  async put(key: string, data: Uint8Array, contentType = 'application/octet-stream'): Promise<void> {
    const res = await this.send(key, { method: 'PUT', body: data as RequestInit['body'], headers: { 'content-type': contentType } });
    if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status}`);
  }

  async get(key: string): Promise<Buffer> {
    const res = await this.send(key, { method: 'GET' });
    if (!res.ok) throw new Error(`S3 GET ${key} failed: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  async stream(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
    const res = await this.send(key, { method: 'GET', headers });
    if (!res.ok || !res.body) throw new Error(`S3 GET ${key} failed: ${res.status}`);
    return Readable.fromWeb(res.body as import('node:stream/web').ReadableStream);
  }

  async size(key: string): Promise<number | null> {
    const res = await this.send(key, { method: 'HEAD' });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`S3 HEAD ${key} failed: ${res.status}`);
    return Number(res.headers.get('content-length'));
  }

  async delete(key: string): Promise<void> {
    const res = await this.send(key, { method: 'DELETE' });
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${res.status}`);
  }
}

import { AwsClient } from 'aws4fetch';
import { describe, expect, it } from 'vitest';
import { S3Storage } from './s3-storage.ts';

describe('S3-compatible storage', () => {
  it('signs requests as AWS Signature V4 (the GET Object example of the AWS documentation)', async () => {
    // https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, "Example: GET Object".
    const client = new AwsClient({
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      service: 's3',
      region: 'us-east-1',
    });
    const signed = await client.sign('https://examplebucket.s3.amazonaws.com/test.txt', {
      method: 'GET',
      headers: { range: 'bytes=0-9', 'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' },
      aws: { datetime: '20130524T000000Z', allHeaders: true },
    });
    expect(signed.headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('stores, reads ranges, sizes and deletes through signed path-style requests', async () => {
    const objects = new Map<string, Buffer>();
    const seen: Request[] = [];
    const fakeBucket = (async (input: Request) => {
      seen.push(input);
      const key = new URL(input.url).pathname;
      if (input.method === 'PUT') {
        objects.set(key, Buffer.from(await input.arrayBuffer()));
        return new Response(null, { status: 200 });
      }
      const body = objects.get(key);
      if (!body) return new Response(null, { status: 404 });
      if (input.method === 'HEAD') return new Response(null, { status: 200, headers: { 'content-length': String(body.length) } });
      if (input.method === 'DELETE') {
        objects.delete(key);
        return new Response(null, { status: 204 });
      }
      const m = /bytes=(\d+)-(\d+)/.exec(input.headers.get('range') ?? '');
      return new Response(m ? body.subarray(Number(m[1]), Number(m[2]) + 1) : body, { status: m ? 206 : 200 });
    }) as typeof fetch;
    const storage = new S3Storage(
      { endpoint: 'http://minio.local:9000', bucket: 'sheets', region: 'eu-west-3', accessKeyId: 'AK', secretAccessKey: 'SK' },
      fakeBucket,
    );
    await storage.put('documents/ab/file.pdf', Buffer.from('%PDF-1.4 hello'), 'application/pdf');
    expect(seen[0].url).toBe('http://minio.local:9000/sheets/documents/ab/file.pdf');
    expect(seen[0].headers.get('authorization')).toMatch(/^AWS4-HMAC-SHA256 Credential=AK\/\d{8}\/eu-west-3\/s3\/aws4_request/);
    expect((await storage.get('documents/ab/file.pdf')).toString()).toBe('%PDF-1.4 hello');
    const chunks: Buffer[] = [];
    for await (const c of await storage.stream('documents/ab/file.pdf', { start: 9, end: 13 })) chunks.push(Buffer.from(c));
    expect(Buffer.concat(chunks).toString()).toBe('hello');
    expect(await storage.size('documents/ab/file.pdf')).toBe(14);
    await storage.delete('documents/ab/file.pdf');
    expect(await storage.size('documents/ab/file.pdf')).toBeNull();
    await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
  });
});

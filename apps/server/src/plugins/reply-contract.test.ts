import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { apiRoute } from './api-route.ts';
import { collection } from './envelope.ts';
import { replyCheckMode, replyMismatch } from './reply-contract.ts';

// Every route's reply is checked against its declared item schema outside production (issue #29).
const Item = z.object({ code: z.string(), count: z.number().int(), at: z.string() });

function probes(app: FastifyInstance): void {
  const route = (url: string, items: unknown[]) =>
    apiRoute(app, { method: 'GET', url, summary: '', tags: [], access: 'public', item: Item }, async ({ request }) => collection(request, items));
  route('/probe/reply/good', [{ code: 'a', count: 1, at: '2026-01-01' }]);
  // A Date goes out as a string: what the client reads is what is checked.
  route('/probe/reply/date', [{ code: 'a', count: 1, at: new Date(0) }]);
  // A bigint column read as text ("12"), the drift this check exists for.
  route('/probe/reply/bad', [{ code: 'a', count: '12', at: 'x' }]);
}

describe('replies checked against the contract', () => {
  let t: TestContext;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestContext();
    app = await buildApp(t, { extraRoutes: probes });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('is off for the served platform, logs in development and the browser lanes, fails in tests', () => {
    expect(replyCheckMode({ NODE_ENV: 'production' })).toBe('off');
    expect(replyCheckMode({})).toBe('off');
    expect(replyCheckMode({ NODE_ENV: 'development' })).toBe('log');
    expect(replyCheckMode({ REPLY_CHECK: 'log' })).toBe('log');
    expect(replyCheckMode({ NODE_ENV: 'test' })).toBe('fail');
    expect(replyCheckMode({ VITEST: 'true', REPLY_CHECK: 'off' })).toBe('off');
  });

  it('names the item and the field that do not match', () => {
    expect(replyMismatch(Item, { collection: { items: [{ code: 'a', count: 1, at: 'x' }] } })).toBeNull();
    expect(
      replyMismatch(Item, {
        collection: {
          items: [
            { code: 'a', count: 1, at: 'x' },
            { code: 'b', at: 'x' },
          ],
        },
      }),
    ).toMatch(/item 1: .*count/s);
    expect(replyMismatch(Item, { code: 'a', count: 1 }, true)).toMatch(/item 0: .*at/s);
  });

  it('answers a route whose reply matches, and a route whose reply drifted with a 500 in a test run', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/probe/reply/good' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/v1/probe/reply/date' })).statusCode).toBe(200);
    const bad = await app.inject({ method: 'GET', url: '/api/v1/probe/reply/bad' });
    expect(bad.statusCode).toBe(500);
    expect(bad.body).not.toContain('count');
  });
});

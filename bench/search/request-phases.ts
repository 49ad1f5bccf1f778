import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Where the time of one request went, ms (see timePhases). */
export interface RequestPhases {
  /** onRequest hooks (cookies, security headers, compression set-up, language, rate limit, origin, session). */
  hooks: number;
  /** The route handler: query checks and validation, access, the service (SQL and per-row work), the envelope. */
  handler: number;
  /** The reply object turned into JSON. */
  serialise: number;
  /** onSend hooks (cache and security headers, compression) and the write. */
  send: number;
  total: number;
  /** Size of the JSON before compression, bytes. */
  jsonBytes: number;
  json: string;
}

/**
 * Times the phases of every request of an app built with buildApp's `observe` (its hooks are registered before any
 * plugin's, so they run first in each phase): onRequest → preHandler is the hooks, preHandler → preSerialization the
 * handler, → onSend the serialisation, → onResponse the send with its compression.
 */
export function timePhases(app: FastifyInstance, sink: (phases: RequestPhases) => void): void {
  const marks = new WeakMap<FastifyRequest, { start: number; handler?: number; serialise?: number; send?: number; json?: string }>();
  app.addHook('onRequest', async (request) => {
    marks.set(request, { start: performance.now() });
  });
  app.addHook('preHandler', async (request) => {
    marks.get(request)!.handler = performance.now();
  });
  app.addHook('preSerialization', async (request, _reply, payload) => {
    marks.get(request)!.serialise = performance.now();
    return payload;
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const mark = marks.get(request)!;
    mark.send = performance.now();
    if (typeof payload === 'string') mark.json = payload;
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    const end = performance.now();
    const m = marks.get(request)!;
    if (m.handler === undefined || m.serialise === undefined || m.send === undefined) return;
    sink({
      hooks: m.handler - m.start,
      handler: m.serialise - m.handler,
      serialise: m.send - m.serialise,
      send: end - m.send,
      total: end - m.start,
      jsonBytes: Buffer.byteLength(m.json ?? ''),
      json: m.json ?? '',
    });
  });
}

/**
 * `npm run fuzz -- [--count 20000] [--seed 1] [--base-url http://localhost:3000 --login user@openfds.local:Pass]`
 *
 * Without --base-url the fuzz starts its own server (fuzz-server.ts: rate limit OFF, demo data, jobs off) and logs
 * in as the demo user; with it, it fuzzes that server (whose rate limit answers 429s: they are counted and shown).
 * Generates requests from the live OpenAPI document (GET /api/v1/v3/api-docs): valid and malformed bodies, queries
 * and path parameters (wrong types, huge, NUL bytes, lone surrogates, percent-encoding tricks, over-long
 * parameters, broken JSON), with and without a session; multipart uploads with hostile fields (fuzz-uploads.ts);
 * and races, parallel requests on one resource (fuzz-races.ts: logout during reads, double submits). Prints the
 * counts by status and by kind and every 5xx or reply outside the envelope (`collection.errors` on every error),
 * and exits 1 when there is any. Issue #11: 33,000 such requests had found 529 replies of 500; issue #22: uploads,
 * races and the rate limit off.
 */
import { hostileUpload } from './fuzz-uploads.ts';
import { race, type Send } from './fuzz-races.ts';
import { DEMO_LOGIN, startOwnServer } from './fuzz-server.ts';

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
};
type Operation = {
  method: string;
  path: string;
  parameters: { name: string; in: 'path' | 'query'; required?: boolean; schema: Schema }[];
  body?: Schema;
  produces: string[];
};

export interface FuzzSummary {
  total: number;
  byStatus: Record<string, number>;
  /** Requests by kind: generated from the OpenAPI document, multipart uploads, race bursts. */
  byKind: { generated: number; upload: number; race: number };
  /** Replies refused by the per-IP rate limit (code 302), apart from the other 429s (throttled guesses: 680...). */
  rateLimited: number;
  problems: string[];
}

/** A small seeded PRNG (mulberry32): a run is reproducible with its seed. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE_STRINGS = [
  '', ' ', 'a\u0000b', '\u0000', 'x\ud800y', '\udfff', '😀', 'é'.repeat(300), 'A'.repeat(5000), '%', '%00', '%E0%A4%A',
  "' OR 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', '{"a":1}', 'null', '-1', '1e309', 'NaN', '\r\nX-Injected: 1',
  '0000000-00000-00000-000000', 'user@openfds.local', 'admin@openfds.local', 'fr', 'xx', 'true', '[]',
];

export async function runFuzz(options: {
  baseUrl: string;
  count: number;
  seed?: number;
  login?: { login: string; password: string } | null;
  log?: (line: string) => void;
  concurrency?: number;
  /** Sheet codes for the races (read during a logout, added twice); found through the search when not given. */
  sheets?: string[];
  /** Share of the generated operations that are hostile uploads, and race bursts (defaults 0.08 and 0.03). */
  uploadShare?: number;
  raceShare?: number;
}): Promise<FuzzSummary> {
  const log = options.log ?? (() => {});
  const random = rng(options.seed ?? 1);
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)];
  const base = options.baseUrl.replace(/\/$/, '');
  const origin = new URL(base).origin;

  const doc = (await (await fetch(`${base}/api/v1/v3/api-docs`)).json()) as {
    paths: Record<string, Record<string, { parameters?: Operation['parameters']; requestBody?: { content: Record<string, { schema: Schema }> }; responses?: Record<string, { content?: Record<string, unknown> }> }>>;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const produces = Object.values(op.responses ?? {}).flatMap((r) => Object.keys(r.content ?? {}));
      operations.push({ method: method.toUpperCase(), path, parameters: op.parameters ?? [], body: op.requestBody?.content['application/json']?.schema, produces });
    }
  }
  if (operations.length === 0) throw new Error('the OpenAPI document lists no operation');

  // Sessions: none, a visitor with the free-consult data, and (when given) a logged-in account.
  const sessions: (string | null)[] = [null];
  const guest = await fetch(`${base}/api/v1/session`, {
    method: 'PUT', headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ first_name: 'Fuzz', last_name: 'Guest', company_name: 'QA', email: 'fuzz@example.com', qsds_consent: true }),
  });
  const guestCookie = guest.headers.get('set-cookie')?.split(';')[0];
  if (guestCookie) sessions.push(guestCookie);
  if (options.login) {
    const res = await fetch(`${base}/api/v1/session`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(options.login) });
    const cookie = res.headers.get('set-cookie')?.split(';')[0];
    if (res.ok && cookie) sessions.push(cookie);
  }

  const valueFor = (schema: Schema | undefined, depth = 0): unknown => {
    if (!schema || depth > 4) return 'x';
    if (schema.const !== undefined) return schema.const;
    if (schema.enum?.length) return pick(schema.enum);
    const variants = schema.anyOf ?? schema.oneOf;
    if (variants?.length) return valueFor(pick(variants), depth + 1);
    const type = Array.isArray(schema.type) ? pick(schema.type.filter((t) => t !== 'null').length ? schema.type.filter((t) => t !== 'null') : schema.type) : schema.type;
    switch (type) {
      case 'integer':
        return Math.floor((schema.minimum ?? 0) + random() * Math.min(100, (schema.maximum ?? 100) - (schema.minimum ?? 0)));
      case 'number':
        return random() * 100;
      case 'boolean':
        return random() < 0.5;
      case 'null':
        return null;
      case 'array':
        return Array.from({ length: Math.floor(random() * 3) }, () => valueFor(schema.items, depth + 1));
      case 'object': {
        const out: Record<string, unknown> = {};
        for (const [name, prop] of Object.entries(schema.properties ?? {})) {
          if ((schema.required ?? []).includes(name) || random() < 0.5) out[name] = valueFor(prop, depth + 1);
        }
        return out;
      }
      default: {
        if (schema.format === 'email') return `fuzz${Math.floor(random() * 1e6)}@example.com`;
        if (schema.format === 'date') return '2024-01-31';
        if (schema.format === 'date-time') return '2024-01-31T10:00:00Z';
        const len = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 12, 12));
        return Array.from({ length: len }, () => pick([...'abcdefghijklmnopqrstuvwxyz0123456789-'])).join('');
      }
    }
  };
  const hostile = (): unknown => pick<unknown>([...HOSTILE_STRINGS, 12345678901234567890, -1, 0, 3.5, true, null, [], {}, ['a', 'b'], { $gt: '' }]);
  const mutate = (value: unknown, depth = 0): unknown => {
    if (value && typeof value === 'object' && !Array.isArray(value) && depth < 3) {
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      const keys = Object.keys(copy);
      const r = random();
      if (keys.length && r < 0.5) copy[pick(keys)] = hostile();
      else if (keys.length && r < 0.7) delete copy[pick(keys)];
      else if (r < 0.85) copy[pick(['__proto__', 'constructor', 'extra', 'a\u0000'])] = hostile();
      else if (keys.length) copy[pick(keys)] = mutate(copy[pick(keys)], depth + 1);
      return copy;
    }
    return hostile();
  };
  const encode = (value: unknown): string => {
    const text = typeof value === 'string' ? value : JSON.stringify(value) ?? '';
    try {
      return encodeURIComponent(text);
    } catch {
      return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
    }
  };

  const summary: FuzzSummary = { total: 0, byStatus: {}, byKind: { generated: 0, upload: 0, race: 0 }, rateLimited: 0, problems: [] };
  let kind: keyof FuzzSummary['byKind'] = 'generated';
  /** Counts and checks one reply: a 5xx, or an API error outside the envelope, is a problem. */
  const record = (method: string, path: string, shown: string, status: number, type: string, text: string) => {
    summary.total += 1;
    summary.byKind[kind] += 1;
    summary.byStatus[status] = (summary.byStatus[status] ?? 0) + 1;
    if (status === 429 && /"code":\s*302\b/.test(text)) summary.rateLimited += 1;
    if (status >= 500) summary.problems.push(`${shown} -> ${status} ${text.slice(0, 200)}`);
    // Only the API answers in the envelope (/alert.json is a plain file, other paths are the web app's).
    else if (status >= 400 && /^\/(api|%61pi|%61%70%69)\//i.test(path)) {
      let ok = false;
      try {
        ok = type.includes('json') && Array.isArray(JSON.parse(text).collection?.errors) && JSON.parse(text).collection.errors.length > 0;
      } catch {
        ok = false;
      }
      if (!ok) summary.problems.push(`${shown} -> ${status} outside the envelope: ${text.slice(0, 200)}`);
    }
  };
  /** The request function of uploads and races: JSON or a raw body, the session cookie given back. */
  const send: Send = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { origin, 'accept-language': 'fr' };
    if (opts.cookie) headers.cookie = opts.cookie;
    let body: Buffer | string | undefined;
    if (opts.raw) {
      body = opts.raw.body;
      headers['content-type'] = opts.raw.contentType;
    } else if (opts.json !== undefined) {
      body = JSON.stringify(opts.json);
      headers['content-type'] = 'application/json';
    }
    try {
      const res = await fetch(`${base}${path}`, { method, headers, body, redirect: 'manual' });
      const text = await res.text();
      record(method, path, `${method} ${path} (${kind})`, res.status, res.headers.get('content-type') ?? '', text);
      return { status: res.status, cookie: res.headers.get('set-cookie')?.split(';')[0] ?? opts.cookie ?? null };
    } catch (error) {
      summary.problems.push(`${method} ${path} (${kind}) -> network error ${(error as Error).message}`);
      return { status: 0, cookie: null };
    }
  };
  const hostileText = () => {
    const value = pick<unknown>(HOSTILE_STRINGS);
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  let sheets = options.sheets ?? [];
  if (sheets.length === 0) {
    // Some sheets of the catalogue for the races: the first demo suppliers' (own server).
    for (const query of ['supplier=SUP0001&language=all&limit=5', 'supplier=SUP0002&language=all&limit=5']) {
      const res = await fetch(`${base}/api/v1/documents?${query}`);
      if (res.ok) sheets.push(...((await res.json()) as { collection: { items: { iddc: string }[] } }).collection.items.map((i) => i.iddc));
    }
    sheets = sheets.slice(0, 8);
  }
  const uploadShare = options.uploadShare ?? 0.08;
  const raceShare = options.raceShare ?? 0.03;
  let raceKind = 0;
  let uploadCookie: string | null = null;

  const one = async () => {
    const roll = random();
    if (roll < raceShare) {
      kind = 'race';
      await race(raceKind++, send, { login: options.login ?? null, sheets, upload: () => hostileUpload(random, hostileText) });
      kind = 'generated';
      return;
    }
    if (roll < raceShare + uploadShare && options.login) {
      kind = 'upload';
      // Its own logged-in session (a generated DELETE /session may end the shared one), renewed when it ends: the
      // hostile fields must reach the upload's handler, not stop at 602.
      uploadCookie ??= (await send('POST', '/api/v1/session', { json: options.login })).cookie;
      const upload = hostileUpload(random, hostileText);
      const res = await send('POST', `/api/v1/users/${encodeURIComponent(options.login.login)}/mySDS/documents`, { cookie: uploadCookie, raw: upload });
      if (res.status === 401) uploadCookie = null;
      kind = 'generated';
      return;
    }
    const op = pick(operations);
    const malformed = random() < 0.6;
    let path = op.path;
    for (const p of op.parameters.filter((x) => x.in === 'path')) {
      const r = random();
      const value = !malformed ? valueFor(p.schema) : r < 0.2 ? '1'.repeat(200 + Math.floor(random() * 400)) : r < 0.35 ? pick(['%E0%A4%A', '%ZZ', '%ED%A0%80', '%00', '%2F..%2F', '%2e%2e']) : hostile();
      path = path.replace(`{${p.name}}`, typeof value === 'string' && /^%/.test(value) ? value : encode(value));
    }
    if (malformed && random() < 0.1) path = path.replace('/api/', pick(['/%61pi/', '/api//', '/%61%70%69/', '/api/v1/../v1/']));
    const parts: string[] = [];
    for (const p of op.parameters.filter((x) => x.in === 'query')) {
      if (p.required || random() < 0.4) parts.push(`${encode(p.name)}=${encode(malformed && random() < 0.5 ? hostile() : valueFor(p.schema))}`);
    }
    if (malformed && random() < 0.2) parts.push(pick(['a=%E0%A4%A', 'limit=-5', 'offset=1e99', 'limit[]=1', '%00=1', 'x'.repeat(3000) + '=1']));
    const url = `${base}${path}${parts.length ? `?${parts.join('&')}` : ''}`;
    const headers: Record<string, string> = { origin, 'accept-language': pick(['fr', 'en', 'de-CH,de;q=0.9', 'it', '*', 'xx']) };
    const cookie = pick(sessions);
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (op.body || (malformed && op.method !== 'GET' && op.method !== 'HEAD')) {
      const valid = valueFor(op.body ?? { type: 'object' });
      const r = random();
      body = !malformed ? JSON.stringify(valid) : r < 0.1 ? '{"broken": ' : r < 0.15 ? 'x'.repeat(100) : r < 0.2 ? '[]' : r < 0.25 ? 'null' : JSON.stringify(mutate(valid));
      headers['content-type'] = malformed && random() < 0.05 ? 'text/plain' : 'application/json';
    }
    const method = malformed && random() < 0.03 ? pick(['PATCH', 'OPTIONS', 'PROPFIND', 'DELETE']) : op.method;
    let status = 0;
    let text = '';
    let type = '';
    try {
      const res = await fetch(url, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body, redirect: 'manual' });
      status = res.status;
      type = res.headers.get('content-type') ?? '';
      text = method === 'HEAD' ? '' : await res.text();
    } catch (error) {
      summary.problems.push(`${method} ${url.slice(0, 200)} -> network error ${(error as Error).message}`);
      return;
    }
    record(method, path, `${method} ${url.replace(base, '').slice(0, 200)}${body ? ` body=${body.slice(0, 120)}` : ''}`, status, type, text);
  };

  const concurrency = options.concurrency ?? 4;
  let started = 0;
  let reported = 0;
  const worker = async () => {
    // A race or an upload is one operation of several requests: the run stops at `count` requests sent.
    while (started < options.count && summary.total < options.count) {
      started += 1;
      await one();
      if (summary.total - reported >= 1000) {
        reported = summary.total - (summary.total % 1000);
        log(`${summary.total} requests`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return summary;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<number> {
  const log = (line: string) => console.log(`[fuzz] ${line}`);
  const given = arg('base-url') ?? process.env.BASE_URL;
  const loginArg = arg('login');
  const [user, ...rest] = loginArg ? loginArg.split(':') : [];
  // No server named: the fuzz's own, with the rate limit off, logged in as the demo user.
  const own = given ? null : await startOwnServer(log);
  if (given) log(`fuzzing ${given}: its rate limit stays on (429 replies are counted below)`);
  try {
    const summary = await runFuzz({
      baseUrl: own?.baseUrl ?? given!,
      count: Number(arg('count') ?? 20_000),
      seed: Number(arg('seed') ?? Date.now() % 100_000),
      login: loginArg ? { login: user, password: rest.join(':') } : own ? DEMO_LOGIN : null,
      log,
    });
    const kinds = Object.entries(summary.byKind).map(([k, n]) => `${k}: ${n}`).join(', ');
    log(`${summary.total} requests (${kinds}); by status: ${Object.entries(summary.byStatus).map(([s, n]) => `${s}: ${n}`).join(', ')}`);
    const count = (test: (status: number) => boolean) => Object.entries(summary.byStatus).reduce((n, [s, c]) => n + (test(Number(s)) ? c : 0), 0);
    log(`5xx: ${count((s) => s >= 500)}, 429: ${count((s) => s === 429)} (rate limit, code 302: ${summary.rateLimited}), outside the envelope: ${summary.problems.filter((p) => p.includes('outside the envelope')).length}`);
    for (const problem of summary.problems) log(`PROBLEM ${problem}`);
    log(`${summary.problems.length} problems (5xx, outside the envelope, network errors)`);
    return summary.problems.length ? 1 : 0;
  } finally {
    await own?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`[fuzz] failed: ${(error as Error).message}`);
      process.exit(2);
    },
  );
}

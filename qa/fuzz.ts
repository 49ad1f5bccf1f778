/**
 * `npm run fuzz -- [--base-url http://localhost:3000] [--count 10000] [--seed 1] [--login user@openfds.local:Pass]`
 *
 * Generates requests from the live OpenAPI document (GET /api/v1/v3/api-docs) of a running server: valid and
 * malformed bodies, queries and path parameters (wrong types, huge, NUL bytes, lone surrogates, percent-encoding
 * tricks, over-long parameters, broken JSON), with and without a session. Prints the counts by status and every
 * 5xx or reply outside the envelope (`collection.errors` on every error), and exits 1 when there is any.
 * Issue #11: 33,000 such requests had found 529 replies of 500 and several outside the envelope.
 */

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

  const summary: FuzzSummary = { total: 0, byStatus: {}, problems: [] };
  const one = async () => {
    const op = pick(operations);
    const malformed = random() < 0.6;
    let path = op.path;
    for (const p of op.parameters.filter((x) => x.in === 'path')) {
      const r = random();
      const value = !malformed ? valueFor(p.schema) : r < 0.2 ? '1'.repeat(200 + Math.floor(random() * 400)) : r < 0.35 ? pick(['%E0%A4%A', '%ZZ', '%ED%A0%80', '%00', '%2F..%2F', '%2e%2e']) : hostile();
      path = path.replace(`{${p.name}}`, typeof value === 'string' && /^%/.test(value) ? value : encode(value));
    }
    if (malformed && random() < 0.1) path = path.replace('/api/', pick(['/%61pi/', '/api//', '/%61%70%69/', '/api/v1/../v1/']));
    const query = new URLSearchParams();
    const parts: string[] = [];
    for (const p of op.parameters.filter((x) => x.in === 'query')) {
      if (p.required || random() < 0.4) parts.push(`${encode(p.name)}=${encode(malformed && random() < 0.5 ? hostile() : valueFor(p.schema))}`);
    }
    if (malformed && random() < 0.2) parts.push(pick(['a=%E0%A4%A', 'limit=-5', 'offset=1e99', 'limit[]=1', '%00=1', 'x'.repeat(3000) + '=1']));
    void query;
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
    summary.total += 1;
    summary.byStatus[status] = (summary.byStatus[status] ?? 0) + 1;
    const show = `${method} ${url.replace(base, '').slice(0, 200)}${body ? ` body=${body.slice(0, 120)}` : ''}`;
    if (status >= 500) summary.problems.push(`${show} -> ${status} ${text.slice(0, 200)}`);
    // Only the API answers in the envelope (/alert.json is a plain file, other paths are the web app's).
    else if (status >= 400 && /^\/(api|%61pi|%61%70%69)\//i.test(path)) {
      let ok = false;
      try {
        ok = type.includes('json') && Array.isArray(JSON.parse(text).collection?.errors) && JSON.parse(text).collection.errors.length > 0;
      } catch {
        ok = false;
      }
      if (!ok) summary.problems.push(`${show} -> ${status} outside the envelope: ${text.slice(0, 200)}`);
    }
  };

  const concurrency = options.concurrency ?? 4;
  let started = 0;
  const worker = async () => {
    while (started < options.count) {
      started += 1;
      await one();
      if (started % 1000 === 0) log(`${started} requests`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return summary;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const login = arg('login');
  const [user, ...rest] = login ? login.split(':') : [];
  runFuzz({
    baseUrl: arg('base-url') ?? process.env.BASE_URL ?? 'http://localhost:3000',
    count: Number(arg('count') ?? 10_000),
    seed: Number(arg('seed') ?? Date.now() % 100_000),
    login: login ? { login: user, password: rest.join(':') } : null,
    log: (line) => console.log(`[fuzz] ${line}`),
  }).then(
    (summary) => {
      console.log(`[fuzz] ${summary.total} requests; by status: ${Object.entries(summary.byStatus).map(([s, n]) => `${s}: ${n}`).join(', ')}`);
      for (const problem of summary.problems) console.log(`[fuzz] PROBLEM ${problem}`);
      console.log(`[fuzz] ${summary.problems.length} problems (5xx or outside the envelope)`);
      process.exit(summary.problems.length ? 1 : 0);
    },
    (error) => {
      console.error(`[fuzz] failed: ${(error as Error).message}`);
      process.exit(2);
    },
  );
}

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Each house rule of docs/architecture.md, broken on purpose in a small file placed where the rule applies, must
// fail the repository's real lint configuration; the allowed counterpart must pass. The probe files are written
// into the tree (type-aware rules need them inside a tsconfig), linted in one run, and removed.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROBE = `lint-probe-${process.pid}`;

interface Probe {
  name: string;
  file: string;
  code: string;
  rule: string;
  fails: boolean;
}
const probes: Probe[] = [];
/** A file named after the probe in `dir` (suffix keeps routes/repository/test naming), checked for `rule`. */
function probe(name: string, dir: string, suffix: string, code: string, rule: string, fails: boolean) {
  probes.push({ name, file: path.join(ROOT, dir, `${PROBE}-${probes.length}${suffix}`), code, rule, fails });
}

const BOUNDARY = 'openfds/server-module-boundaries';
probe(
  "a module importing another module's file",
  'apps/server/src/modules/search',
  '.ts',
  "import { x } from '../documents/documents.repository.ts';\nexport const y = x;\n",
  BOUNDARY,
  true,
);
probe(
  "a module importing another module's index.ts",
  'apps/server/src/modules/search',
  '.ts',
  "import { x } from '../documents/index.ts';\nexport const y = x;\n",
  BOUNDARY,
  false,
);
probe(
  'a module importing its own file',
  'apps/server/src/modules/search',
  '.ts',
  "import { x } from './search.repository.ts';\nexport const y = x;\n",
  BOUNDARY,
  false,
);
probe("jobs/ re-exporting a module's file", 'apps/server/src/jobs', '.ts', "export { x } from '../modules/vigi/alerts/vigi.jobs.ts';\n", BOUNDARY, true);
probe("jobs/ re-exporting a module's index.ts", 'apps/server/src/jobs', '.ts', "export { x } from '../modules/vigi/index.ts';\n", BOUNDARY, false);
// A module's sub-folders are the module: a file of one may import another's; other modules still may not.
probe(
  "a module's sub-folder importing a sibling sub-folder's file",
  'apps/server/src/modules/vigi/lists',
  '.ts',
  "import { x } from '../matching/memory-matcher.ts';\nexport const y = x;\n",
  BOUNDARY,
  false,
);
probe(
  "a module importing a file in another module's sub-folder",
  'apps/server/src/modules/search',
  '.ts',
  "import { x } from '../vigi/lists/list-import.service.ts';\nexport const y = x;\n",
  BOUNDARY,
  true,
);
probe(
  'the catalogue core importing a module',
  'apps/server/src/catalogue',
  '.ts',
  "import { x } from '../modules/search/index.ts';\nexport const y = x;\n",
  BOUNDARY,
  true,
);

const FASTIFY = "import type { FastifyRequest } from 'fastify';\nexport const f = (request: FastifyRequest) => request.id;\n";
probe('a service importing Fastify types', 'apps/server/src/modules/users', '.service.ts', FASTIFY, 'no-restricted-imports', true);
probe(
  'a module file importing a Fastify plugin',
  'apps/server/src/modules/users',
  '.ts',
  "import cookie from '@fastify/cookie';\nexport const c = cookie;\n",
  'no-restricted-imports',
  true,
);
probe('a route file importing Fastify types', 'apps/server/src/modules/users', '.routes.ts', FASTIFY, 'no-restricted-imports', false);
probe('a plugin importing Fastify types', 'apps/server/src/plugins', '.ts', FASTIFY, 'no-restricted-imports', false);
const HTTP = 'openfds/no-http-outside-routes';
probe('a service taking a FastifyRequest', 'apps/server/src/modules/users', '.service.ts', FASTIFY, HTTP, true);
// The type reached without importing Fastify: through the route context of plugins/api-route.ts.
const INDIRECT =
  "import type { RouteContext } from '../../plugins/api-route.ts';\nexport const f = (reply: RouteContext<unknown, unknown, unknown>['reply']) => reply.sent;\n";
probe('a service taking the reply type through another module', 'apps/server/src/modules/users', '.service.ts', INDIRECT, HTTP, true);
probe(
  'a service taking the caller',
  'apps/server/src/modules/users',
  '.service.ts',
  "import type { Caller } from '../../plugins/session.ts';\nexport const f = (caller: Caller) => caller.user?.id;\n",
  HTTP,
  false,
);
probe('a route file taking a FastifyRequest', 'apps/server/src/modules/users', '.routes.ts', FASTIFY, HTTP, false);
probe(
  'a plugin taking a FastifyReply',
  'apps/server/src/plugins',
  '.ts',
  FASTIFY.replace(/FastifyRequest/g, 'FastifyReply').replace('request.id', 'request.sent'),
  HTTP,
  false,
);

const SQL = 'openfds/no-sql-outside-repositories';
const KYSELY = "import type { Db } from '../../db/database.ts';\nexport const f = (db: Db) => db.selectFrom('users').selectAll().execute();\n";
const RAW = "import type pg from 'pg';\nexport const f = (pool: pg.Pool) => pool.query('SELECT 1');\n";
const TAG = "import { sql } from 'kysely';\nimport type { Db } from '../../db/database.ts';\nexport const f = (db: Db) => sql`SELECT 1`.execute(db);\n";
const TYPED = "import type pg from 'pg';\nexport const f = (client: pg.PoolClient, text: string) => client.query(text);\n";
probe('a Kysely query in a service', 'apps/server/src/modules/users', '.service.ts', KYSELY, SQL, true);
probe('a pg query in a service', 'apps/server/src/modules/users', '.service.ts', RAW, SQL, true);
probe('the sql tag in a service', 'apps/server/src/modules/users', '.service.ts', TAG, SQL, true);
probe('a pg query of unknown text on a PoolClient', 'apps/server/src/modules/users', '.service.ts', TYPED, SQL, true);
probe('a Kysely query in a route handler', 'apps/server/src/modules/users', '.routes.ts', KYSELY, SQL, true);
probe('a Kysely query in a repository', 'apps/server/src/modules/users', '.repository.ts', KYSELY, SQL, false);
probe('a pg query in a repository', 'apps/server/src/modules/users', '.repository.ts', RAW, SQL, false);
probe('the sql tag in the database layer', 'apps/server/src/db', '.ts', TAG.replace('../../db/', './'), SQL, false);
// (a test helper rather than a *.test.ts file: a probe named *.test.ts could be collected by a parallel vitest run)
probe('a Kysely query in a test helper', 'apps/server/test', '.ts', KYSELY.replace('../../db/', '../src/db/'), SQL, false);

const FEATURES = 'openfds/web-feature-boundaries';
probe(
  'a web feature importing another feature',
  'apps/web/src/features/search/pages',
  '.tsx',
  "import { x } from '../../documents/api.ts';\nexport const y = x;\n",
  FEATURES,
  true,
);
probe(
  'a web feature importing its own file',
  'apps/web/src/features/search/pages',
  '.tsx',
  "import { x } from '../api.ts';\nexport const y = x;\n",
  FEATURES,
  false,
);
probe(
  'shared web code importing a feature',
  'apps/web/src/lib',
  '.ts',
  "import { x } from '../features/search/api.ts';\nexport const y = x;\n",
  FEATURES,
  true,
);
probe(
  'a web feature importing the app layer',
  'apps/web/src/features/search',
  '.ts',
  "import { x } from '../../app/router.tsx';\nexport const y = x;\n",
  FEATURES,
  true,
);
probe('the app layer composing features', 'apps/web/src/app', '.tsx', "import { x } from '../features/search/api.ts';\nexport const y = x;\n", FEATURES, false);

probe(
  'the web importing the reader package',
  'apps/web/src/features/extraction',
  '.ts',
  "import type { SdsReading } from '@openfds/sds/types';\nexport type R = SdsReading;\n",
  'no-restricted-imports',
  true,
);
probe(
  'the web taking the reading from the contract',
  'apps/web/src/features/extraction',
  '.ts',
  "import type { SdsReading } from '@openfds/contract/sds-reading';\nexport type R = SdsReading;\n",
  'no-restricted-imports',
  false,
);

const PATHS = 'openfds/no-hand-typed-paths';
probe('a link whose path is typed by hand', 'apps/web/src/features/account', '.tsx', 'export const A = () => <a href="/fr/cgu/">x</a>;\n', PATHS, true);
probe(
  "to('CGU') typed by hand",
  'apps/web/src/features/account',
  '.ts',
  "declare const to: (p: string) => string;\nexport const p = to('CGU');\n",
  PATHS,
  true,
);
probe(
  'navigate() to a path typed by hand',
  'apps/web/src/features/account',
  '.ts',
  "declare const navigate: (p: string) => void;\nexport const go = () => navigate('/fr/search/');\n",
  PATHS,
  true,
);
probe(
  'to() with a path from the paths module',
  'apps/web/src/features/account',
  '.ts',
  'declare const to: (p: string) => string;\ndeclare const paths: { cgu: string };\nexport const p = to(paths.cgu);\n',
  PATHS,
  false,
);

const CODES = 'openfds/no-bare-error-codes';
probe(
  'an error code compared as a bare number',
  'apps/web/src/features/account',
  '.ts',
  'export const expired = (error: { code: number }) => error.code === 556;\n',
  CODES,
  true,
);
probe(
  'an error code from the catalogue',
  'apps/web/src/features/account',
  '.ts',
  "import { ERRORS } from '@openfds/contract';\nexport const expired = (error: { code: number }) => error.code === ERRORS.sessionExpired.code;\n",
  CODES,
  false,
);

probe('a floating promise', 'apps/server/src', '.ts', 'async function f() {}\nexport function g() { f(); }\n', '@typescript-eslint/no-floating-promises', true);
probe(
  'an unused import',
  'apps/server/src',
  '.ts',
  "import { readFileSync } from 'node:fs';\nexport const x = 1;\n",
  '@typescript-eslint/no-unused-vars',
  true,
);

const CYCLE_DIR = path.join(ROOT, 'apps/server/src', `${PROBE}-cycle`);
const results = new Map<string, string[]>();

beforeAll(async () => {
  try {
    for (const p of probes) fs.writeFileSync(p.file, p.code);
    fs.mkdirSync(CYCLE_DIR, { recursive: true });
    fs.writeFileSync(path.join(CYCLE_DIR, 'a.ts'), "import { b } from './b.ts';\nexport const a = () => b();\n");
    fs.writeFileSync(path.join(CYCLE_DIR, 'b.ts'), "import { a } from './a.ts';\nexport const b = () => a();\n");
    const eslint = new ESLint({ cwd: ROOT });
    for (const r of await eslint.lintFiles([...probes.map((p) => p.file), path.join(CYCLE_DIR, 'a.ts')])) {
      results.set(
        r.filePath,
        r.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`),
      );
    }
  } finally {
    for (const p of probes) fs.rmSync(p.file, { force: true });
    fs.rmSync(CYCLE_DIR, { recursive: true, force: true });
  }
});
afterAll(() => {
  for (const p of probes) fs.rmSync(p.file, { force: true });
  fs.rmSync(CYCLE_DIR, { recursive: true, force: true });
});

describe('house rules fail the lint on a deliberate violation', () => {
  for (const p of probes) {
    it(`${p.fails ? 'fails' : 'passes'}: ${p.name} (${p.rule})`, () => {
      const broken = results.get(p.file) ?? [];
      expect(broken.filter((r) => r.startsWith('fatal'))).toEqual([]);
      if (p.fails) expect(broken).toContain(p.rule);
      else expect(broken).not.toContain(p.rule);
    });
  }
  it('fails: two files that import each other (import-x/no-cycle)', () => {
    expect(results.get(path.join(CYCLE_DIR, 'a.ts'))).toContain('import-x/no-cycle');
  });
});

describe('no allow-list', () => {
  // Every violation that existed when the rules landed is fixed: ESLint's bulk suppressions file must not come back
  // (`eslint --suppress-all` would write it and silence a new violation).
  it('has no eslint-suppressions.json', () => {
    expect(fs.existsSync(path.join(ROOT, 'eslint-suppressions.json'))).toBe(false);
  });
});

describe('line length', () => {
  // Prettier wraps code at 160 columns but never splits a string or a comment: a text longer than that is
  // split by concatenation (same value) so that a reviewer reads it without scrolling (docs/architecture.md).
  function sources(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : sources(p);
      return /\.(ts|tsx)$/.test(e.name) ? [p] : [];
    });
  }
  it('has no line over 160 characters in the server and web sources', () => {
    const long = ['apps/server/src', 'apps/web/src']
      .flatMap((d) => sources(path.join(ROOT, d)))
      .flatMap((f) =>
        fs
          .readFileSync(f, 'utf8')
          .split('\n')
          .flatMap((line, i) => (line.length > 160 ? [`${path.relative(ROOT, f)}:${i + 1}`] : [])),
      );
    expect(long).toEqual([]);
  });
});

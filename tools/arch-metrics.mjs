// Figures of the architecture, for a closing note or a review: `node tools/arch-metrics.mjs [root]` (default: this
// checkout). Module and feature import graphs, SQL call sites inside and outside repositories, Fastify outside
// routes and plugins, lines over 160 characters, longest files. Counts every file (no type information:
// a pg `.query()` counts when its text starts with SQL).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import openfds from './eslint-plugin-openfds/index.js';

const HERE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(process.argv[2] ?? HERE);
const rel = (f) => path.relative(ROOT, f).split(path.sep).join('/');

function walk(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (/\.(ts|tsx)$/.test(e.name)) out.push(p);
  }
  return out;
}

const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
function relativeImports(file) {
  const src = fs.readFileSync(file, 'utf8');
  const out = [];
  for (const m of src.matchAll(IMPORT)) out.push(path.resolve(path.dirname(file), m[1] ?? m[2]));
  return out;
}

/** Edges between groups (`groupOf(file)`, null for none), and the cycles among groups (strongly connected sets). */
function groupGraph(files, groupOf) {
  const edges = new Map();
  let lines = 0;
  for (const f of files) {
    if (isTest(f)) continue;
    const from = groupOf(f);
    if (!from) continue;
    for (const t of relativeImports(f)) {
      const to = groupOf(t);
      if (!to || to === from) continue;
      lines++;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
    }
  }
  // Tarjan's strongly connected components.
  const index = new Map(),
    low = new Map(),
    stack = [],
    on = new Set(),
    sccs = [];
  let i = 0;
  const visit = (v) => {
    index.set(v, i);
    low.set(v, i);
    i++;
    stack.push(v);
    on.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) sccs.push(scc.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return { importLines: lines, edges: [...edges.values()].reduce((n, s) => n + s.size, 0), cycles: sccs };
}

const isTest = (f) => /\.test\.tsx?$|-test-fixtures\.ts$/.test(f);
const serverFiles = walk(path.join(ROOT, 'apps/server/src'));
const webFiles = walk(path.join(ROOT, 'apps/web/src'));

/** First folder under `dir` holding the file (a module, a feature), or null. */
const folderUnder = (dir) => (f) => {
  const r = path.relative(dir, f);
  return r.startsWith('..') || !r.includes(path.sep) ? null : r.split(path.sep)[0];
};
const moduleOf = folderUnder(path.join(ROOT, 'apps/server/src/modules'));
const inCore = (f) => !path.relative(path.join(ROOT, 'apps/server/src/catalogue'), f).startsWith('..');
// The catalogue core counts as one more group: it must not take part in a cycle either.
const modules = groupGraph(serverFiles, (f) => moduleOf(f) ?? (inCore(f) ? 'catalogue(core)' : null));
const features = groupGraph(webFiles, folderUnder(path.join(ROOT, 'apps/web/src/features')));

// SQL call sites and Fastify imports, with the project's own rule and no type information.
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
      plugins: { openfds },
      rules: {
        'openfds/no-sql-outside-repositories': 'error',
        'no-restricted-imports': ['error', { patterns: [{ group: ['fastify', '@fastify/*'] }] }],
      },
    },
  ],
});
const results = await eslint.lintFiles(serverFiles.filter((f) => !isTest(f)));
const isRepository = (f) => /repository\.ts$/.test(f) || rel(f).startsWith('apps/server/src/db/');
const isHttpFile = (f) =>
  /routes\.ts$/.test(f) || /\/plugins\//.test(rel(f)) || /src\/(app|main)\.ts$/.test(rel(f)) || rel(f) === 'apps/server/src/modules/index.ts';
let sqlInside = 0,
  sqlOutside = 0;
const outsideByFile = new Map();
const fastifyFiles = [];
for (const r of results) {
  for (const m of r.messages) {
    if (m.ruleId === 'openfds/no-sql-outside-repositories') {
      if (isRepository(r.filePath)) sqlInside++;
      else {
        sqlOutside++;
        outsideByFile.set(rel(r.filePath), (outsideByFile.get(rel(r.filePath)) ?? 0) + 1);
      }
    }
  }
  if (!isHttpFile(r.filePath) && r.messages.some((m) => m.ruleId === 'no-restricted-imports')) fastifyFiles.push(rel(r.filePath));
}

const longest = [...serverFiles, ...webFiles]
  .map((f) => ({ file: rel(f), lines: fs.readFileSync(f, 'utf8').split('\n').length }))
  .sort((a, b) => b.lines - a.lines)
  .slice(0, 5);
const over160 = [...serverFiles, ...webFiles].reduce(
  (n, f) =>
    n +
    fs
      .readFileSync(f, 'utf8')
      .split('\n')
      .filter((l) => l.length > 160).length,
  0,
);

console.log(`root: ${ROOT}`);
console.log(
  `server modules: ${modules.importLines} cross-module import lines, ${modules.edges} module edges, cycles: ${modules.cycles.length ? modules.cycles.map((c) => c.join('<->')).join(', ') : 'none'}`,
);
console.log(
  `web features: ${features.importLines} cross-feature import lines, cycles: ${features.cycles.length ? features.cycles.map((c) => c.join('<->')).join(', ') : 'none'}`,
);
console.log(
  `SQL call sites (server, tests excluded): ${sqlInside} in repositories and db/, ${sqlOutside} outside (${Math.round((100 * sqlOutside) / Math.max(1, sqlInside + sqlOutside))} %)`,
);
for (const [f, n] of [...outsideByFile].sort((a, b) => b[1] - a[1])) console.log(`  ${n}\t${f}`);
console.log(`files importing Fastify outside routes, plugins, app.ts, main.ts: ${fastifyFiles.length}`);
for (const f of fastifyFiles) console.log(`  ${f}`);
console.log(`lines over 160 characters (server and web src): ${over160}`);
console.log('longest files:');
for (const l of longest) console.log(`  ${l.lines}\t${l.file}`);
